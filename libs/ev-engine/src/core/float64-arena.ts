/**
 * Hands out zeroed Float64Array views carved from shared chunks. Typed arrays above 64 bytes get
 * their own off-heap buffer in V8 (about 1 µs each); a race's dozens of small arrays share one.
 */
export class Float64Arena {
  private chunk: Float64Array;
  private used = 0;

  constructor(private readonly chunkSize = 256) {
    this.chunk = new Float64Array(chunkSize);
  }

  /** A fresh zeroed view of n doubles, valid as long as the arena's owner lives. */
  take(n: number): Float64Array {
    if (this.used + n > this.chunk.length) {
      this.chunk = new Float64Array(Math.max(this.chunkSize, n));
      this.used = 0;
    }
    const view = this.chunk.subarray(this.used, this.used + n);
    this.used += n;
    return view;
  }

  /**
   * Starts over for a new owner with room for `capacity` doubles in one chunk, zeroing what was
   * handed out: views taken before must no longer be used. Saves an off-heap allocation per race
   * when the owner (a valuation) is dropped before the next one is made.
   */
  reuse(capacity: number): void {
    if (this.chunk.length < capacity) this.chunk = new Float64Array(capacity);
    else this.chunk.fill(0, 0, this.used);
    this.used = 0;
  }
}
