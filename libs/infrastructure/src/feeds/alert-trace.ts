import { appendFile } from 'node:fs';
import { AlertTrace } from '@overlay/domain';
import type { AlertTracePoint } from '@overlay/domain';

/** Lines kept before a write: a burst of a thousand sends is a few appends, not a thousand. */
const WRITE_AT = 200;

/**
 * The `AlertTrace` port over a file (bench/alerts): with ALERT_TRACE_FILE set, each step appends
 * one JSON line `{ stage, start, end, ...detail }`, written in batches (at most WRITE_AT lines or
 * 100 ms later, never blocking the loop). Off (the default) `on` is false and nothing is kept.
 */
export class FileAlertTrace extends AlertTrace {
  private readonly file = process.env.ALERT_TRACE_FILE ?? '';
  private lines: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  get on(): boolean {
    return this.file !== '';
  }

  record(stage: AlertTracePoint, startMs: number, endMs: number, detail: Record<string, unknown> = {}): void {
    if (!this.on) return;
    this.lines.push(`${JSON.stringify({ stage, start: startMs, end: endMs, ...detail })}\n`);
    if (this.lines.length >= WRITE_AT) this.write();
    else if (this.timer === null) {
      this.timer = setTimeout(() => this.write(), 100);
      this.timer.unref();
    }
  }

  private write(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const text = this.lines.join('');
    this.lines = [];
    appendFile(this.file, text, () => undefined);
  }
}
