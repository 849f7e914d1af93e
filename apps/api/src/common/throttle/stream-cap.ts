import type { ServerResponse } from 'node:http';

/**
 * The streams limit (docs/architecture.md §7.4): at most `limit` open streams per user on one
 * hub of this instance; admitting one more ends the user's oldest (the browser tab left open
 * longest), so one session cannot hold thousands of responses. A stream leaves the count when its
 * response closes.
 */
export class StreamCap {
  private readonly open = new Map<string, ServerResponse[]>();

  constructor(private readonly limit: number) {}

  /** Counts `res` for `userId` and ends that user's oldest streams beyond the limit. */
  admit(userId: string, res: ServerResponse): void {
    if (res.writableEnded || res.destroyed) return;
    const list = this.open.get(userId) ?? [];
    list.push(res);
    this.open.set(userId, list);
    res.once('close', () => this.forget(userId, res));
    while (list.length > this.limit) {
      const oldest = list.shift();
      oldest?.end();
    }
  }

  /** Open streams of a user here. */
  count(userId: string): number {
    return this.open.get(userId)?.length ?? 0;
  }

  private forget(userId: string, res: ServerResponse): void {
    const list = this.open.get(userId);
    if (!list) return;
    const index = list.indexOf(res);
    if (index !== -1) list.splice(index, 1);
    if (list.length === 0) this.open.delete(userId);
  }
}
