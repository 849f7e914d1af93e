import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer } from '../announcer';

describe('createAnnouncer (the one live region, rate-limited)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the first message at once, then at most one per gap, keeping only the latest', () => {
    const written: string[] = [];
    const { announce } = createAnnouncer((text) => written.push(text), 3000);
    announce('first');
    expect(written).toEqual(['first']);
    vi.advanceTimersByTime(1000);
    announce('second');
    announce('third');
    expect(written).toEqual(['first']);
    vi.advanceTimersByTime(1999);
    expect(written).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['first', 'third']);
    // A quiet spell longer than the gap: the next one goes out at once.
    vi.advanceTimersByTime(5000);
    announce('fourth');
    expect(written).toEqual(['first', 'third', 'fourth']);
  });

  it('a busy stream of 100 messages in 10 s is read as 5, the last one among them', () => {
    const written: string[] = [];
    const { announce, dispose } = createAnnouncer((text) => written.push(text), 3000);
    for (let i = 0; i < 100; i++) {
      announce(`tick ${i}`);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(3000);
    dispose();
    expect(written).toEqual(['tick 0', 'tick 29', 'tick 59', 'tick 89', 'tick 99']);
  });
});
