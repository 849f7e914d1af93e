import { Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Intervals through @nestjs/schedule's `SchedulerRegistry`, named from `TIMERS` (timers.ts). A
 * timer never keeps the process alive (unref), a failing task is logged, and starting a name that
 * runs replaces it.
 */
@Injectable()
export class ScheduledTimers {
  private readonly logger = new Logger('Timers');

  constructor(private readonly registry: SchedulerRegistry) {}

  every(name: string, ms: number, task: () => unknown): void {
    this.stop(name);
    const run = () => {
      try {
        void Promise.resolve(task()).catch((error: unknown) => this.failed(name, error));
      } catch (error) {
        this.failed(name, error);
      }
    };
    const timer = setInterval(run, ms);
    timer.unref();
    this.registry.addInterval(name, timer);
  }

  stop(name: string): void {
    if (this.registry.doesExist('interval', name)) this.registry.deleteInterval(name);
  }

  isRunning(name: string): boolean {
    return this.registry.doesExist('interval', name);
  }

  private failed(name: string, error: unknown): void {
    this.logger.warn(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
