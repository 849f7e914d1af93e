import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { StreamCap } from './stream-cap';

/** A response that records end() and emits 'close' as Node's does after it. */
function response(): ServerResponse & { ended: boolean } {
  const res = Object.assign(new EventEmitter(), {
    ended: false,
    writableEnded: false,
    destroyed: false,
    end() {
      res.ended = true;
      res.writableEnded = true;
      res.emit('close');
    },
  });
  return res as unknown as ServerResponse & { ended: boolean };
}

describe('StreamCap', () => {
  it('ends the oldest streams of a user beyond the limit, and counts no one else', () => {
    const cap = new StreamCap(2);
    const [a, b, c, d] = [response(), response(), response(), response()];
    const other = response();
    cap.admit('u1', a);
    cap.admit('u1', b);
    cap.admit('u2', other);
    cap.admit('u1', c);
    expect([a.ended, b.ended, c.ended, other.ended]).toEqual([true, false, false, false]);
    cap.admit('u1', d);
    expect([b.ended, c.ended, d.ended]).toEqual([true, false, false]);
    expect([cap.count('u1'), cap.count('u2')]).toEqual([2, 1]);
  });

  it('forgets a stream its client closed, so a new one ends nothing', () => {
    const cap = new StreamCap(1);
    const [a, b] = [response(), response()];
    cap.admit('u1', a);
    a.emit('close');
    cap.admit('u1', b);
    expect([b.ended, cap.count('u1')]).toEqual([false, 1]);
  });
});
