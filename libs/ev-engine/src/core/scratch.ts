/**
 * The engine's one scratch-buffer style (docs/architecture.md §4.9): a module-level, grow-only
 * buffer for temporaries that never outlive one synchronous call. Memory a caller keeps (a
 * valuation's arrays) comes from a Float64Arena instead, and a query's results from its
 * QueryScratch.
 */
export class Scratch {
  private buffer: Float64Array;

  /** `fillValue`: what every element holds when the buffer is made or grows (for read-only constants such as a row of ones). */
  constructor(
    size = 64,
    private readonly fillValue = 0,
  ) {
    this.buffer = new Float64Array(size);
    if (fillValue !== 0) this.buffer.fill(fillValue);
  }

  /** The buffer with room for n doubles (at least; contents left by the last call, or fillValue after growing). */
  get(n: number): Float64Array {
    if (this.buffer.length < n) {
      this.buffer = new Float64Array(Math.max(n, this.buffer.length * 2));
      if (this.fillValue !== 0) this.buffer.fill(this.fillValue);
    }
    return this.buffer;
  }
}

/** Scratch of int32s that keeps its contents when it grows: for per-id slots that persist across calls. */
export class Int32Scratch {
  private buffer: Int32Array;

  constructor(size = 64) {
    this.buffer = new Int32Array(size);
  }

  /** The buffer with room for n int32s (at least), its contents kept. */
  get(n: number): Int32Array {
    if (this.buffer.length < n) {
      const grown = new Int32Array(Math.max(n, this.buffer.length * 2));
      grown.set(this.buffer);
      this.buffer = grown;
    }
    return this.buffer;
  }
}
