import { UserError } from '@overlay/domain';

/** Argon2id runs on libuv's 4 worker threads; two at a time leaves room for everything else. */
export const PASSWORD_WORK_LIMITS = { running: 2, waiting: 16 } as const;

/**
 * Bounds the password hashing and verification of this process: `running` at once, `waiting`
 * more in a queue (first come, first served), and past that a 503 with Retry-After at once, so a
 * burst of logins or sign-ups queues a few and turns the rest away instead of taking the CPU.
 * One per process (provided by a factory in AuthModule).
 */
export class PasswordWorkGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number } = PASSWORD_WORK_LIMITS) {}

  /** Throws the 503 that `run` would throw now, before the caller does any other work. */
  refuseWhenFull(): void {
    if (this.active >= this.limits.running && this.queue.length >= this.limits.waiting) throw busy();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) throw busy();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `active` stays counted for it.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

function busy(): UserError {
  return new UserError('PASSWORD_WORK_BUSY', undefined, { retryAfterSeconds: 1 });
}
