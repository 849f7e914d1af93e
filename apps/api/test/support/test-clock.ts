import { Clock } from '../../src/common/time/clock';

/** The system time moved by an offset the test sets: jump to "5 minutes before the jump" and on. */
export class TestClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A clock standing at `at` (epoch ms) until the test moves it. */
export class FixedClock extends Clock {
  constructor(public at: number) {
    super();
  }

  now(): Date {
    return new Date(this.at);
  }
}
