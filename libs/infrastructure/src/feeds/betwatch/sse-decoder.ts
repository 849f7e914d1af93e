/** One dispatched server-sent event (WHATWG HTML, "Parsing an event stream"). */
export interface ServerSentEvent {
  event: string | null;
  data: string;
  /** The last event id seen on the stream so far (ids persist across events). */
  id: string | null;
}

/**
 * Incremental decoder of a `text/event-stream` body: feed it chunks as they arrive, split
 * anywhere (inside a line, a CRLF or a UTF-8 character), and it returns the events completed by
 * each chunk. A frame cut off by a dropped connection is never dispatched, so a resume with the
 * last dispatched id loses nothing and applies nothing twice.
 */
export class SseDecoder {
  private readonly text = new TextDecoder('utf-8');
  private pending = '';
  private event: string | null = null;
  private data: string[] = [];
  private hasData = false;
  private lastEventId: string | null = null;

  push(chunk: Uint8Array | string): ServerSentEvent[] {
    this.pending +=
      typeof chunk === 'string'
        ? chunk
        : this.text.decode(chunk, { stream: true });
    const events: ServerSentEvent[] = [];
    for (;;) {
      const end = lineEnd(this.pending);
      if (end === null) break;
      const line = this.pending.slice(0, end.at);
      this.pending = this.pending.slice(end.at + end.length);
      const dispatched = this.line(line);
      if (dispatched) events.push(dispatched);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') {
      this.data.push(value);
      this.hasData = true;
    } else if (field === 'id' && !value.includes('\0'))
      this.lastEventId = value;
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const named = this.event !== null;
    const result =
      this.hasData || named
        ? {
            event: this.event,
            data: this.data.join('\n'),
            id: this.lastEventId,
          }
        : null;
    this.event = null;
    this.data = [];
    this.hasData = false;
    return result;
  }
}

/** The first line break in `text` (CRLF, LF or CR), or null when the line is not complete yet. */
function lineEnd(text: string): { at: number; length: number } | null {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10) return { at: i, length: 1 };
    if (c === 13) {
      // A CR at the end of the chunk may be the first half of a CRLF: wait for the next chunk.
      if (i + 1 === text.length) return null;
      return { at: i, length: text.charCodeAt(i + 1) === 10 ? 2 : 1 };
    }
  }
  return null;
}
