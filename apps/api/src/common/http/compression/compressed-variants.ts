import { compress } from './content-coding';
import type { ContentCoding } from './content-coding';

/** How many bodies CompressedVariants compressed, by coding: read by tests to prove "once per version". */
export const compressionCounts: Record<ContentCoding, number> = { br: 0, gzip: 0 };

/**
 * The compressed forms of one immutable body, made lazily: the first request that wants a coding
 * starts its compression (off the event loop), every later one reuses the bytes (or waits on the
 * same compression). Kept with the cached body, so it lives and dies with it.
 */
export class CompressedVariants {
  private readonly ready = new Map<ContentCoding, Buffer>();
  private readonly pending = new Map<ContentCoding, Promise<Buffer>>();

  constructor(private readonly body: Buffer) {}

  /** The compressed bytes when made already, without waiting. */
  peek(coding: ContentCoding): Buffer | undefined {
    return this.ready.get(coding);
  }

  /** The compressed bytes, compressing once however many ask at the same time. */
  get(coding: ContentCoding): Promise<Buffer> {
    const done = this.ready.get(coding);
    if (done !== undefined) return Promise.resolve(done);
    let running = this.pending.get(coding);
    if (running === undefined) {
      compressionCounts[coding] += 1;
      running = compress(this.body, coding).then(
        (bytes) => {
          this.ready.set(coding, bytes);
          this.pending.delete(coding);
          return bytes;
        },
        (error: unknown) => {
          this.pending.delete(coding);
          throw error;
        },
      );
      this.pending.set(coding, running);
    }
    return running;
  }
}
