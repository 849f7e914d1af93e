import type { SseFrame } from './sse-frame';

/**
 * The last `capacity` frames of a hub, for streams that reconnect with Last-Event-ID. A ring:
 * publishing never allocates beyond the frame itself.
 */
export class ReplayBuffer {
  private readonly frames: SseFrame[] = [];
  private next = 0;
  private size = 0;

  constructor(private readonly capacity: number) {}

  push(frame: SseFrame): void {
    this.frames[this.next] = frame;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Frames after `seq`, oldest first; null when some of them are no longer kept (a gap). */
  after(seq: number): SseFrame[] | null {
    const kept = this.ordered();
    if (kept.length === 0) return [];
    if (seq < kept[0].seq - 1) return null;
    return kept.filter((frame) => frame.seq > seq);
  }

  private ordered(): SseFrame[] {
    const start = (this.next - this.size + this.capacity) % this.capacity;
    return Array.from(
      { length: this.size },
      (_, i) => this.frames[(start + i) % this.capacity],
    );
  }
}
