import { DiscoveryService } from '@nestjs/core';

/**
 * A job's work that runs only while this instance leads (docs/architecture.md §2, "The leader
 * module"). `LeaderJobs` calls these, one at a time per job and in the order leadership changed:
 * `startLeading` when this instance takes the lead, `stopLeading` when it loses it and at shutdown
 * (before the lock is handed over), so both must be safe to call again.
 */
export interface WhileLeading {
  /** Start the job's timers and first pass. */
  startLeading(): void | Promise<void>;
  /** Stop its timers; resolve once the work under way has finished. */
  stopLeading(): void | Promise<void>;
}

/**
 * Marks a provider that implements `WhileLeading` as a leader job: with JOBS_ENABLED, the leader
 * module starts it on taking the lead and stops it on losing it or shutting down. The job does no
 * wiring of its own (no `onChange`, no bootstrap or shutdown hook for leadership).
 */
export const RunWhileLeading = DiscoveryService.createDecorator<void>();
