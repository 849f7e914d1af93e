import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LeaderElection } from './application/leader-election';
import { LeaderHandover } from './application/leader-handover';
import { LeaderJobs } from './leader-jobs';
import { leaderLockProvider } from './leader-lock.provider';

/**
 * Which instance leads, and the jobs that run while it does (docs/architecture.md §2): the lock
 * and its fencing (`LeaderElection.fenced`), the hand-over at shutdown, and `LeaderJobs`, which
 * starts and stops every `@RunWhileLeading()` provider of any module.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [leaderLockProvider, LeaderElection, LeaderHandover, LeaderJobs],
  exports: [LeaderElection],
})
export class LeaderModule {}
