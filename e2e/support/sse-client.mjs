// A server-sent events client that behaves as a browser's EventSource does: it honours `retry:`,
// reconnects after a stream ends or fails, sends Last-Event-ID, and records how long each
// reconnection took (from the end of one stream to the next one's 200).
import http from 'node:http';

const FIRST_RETRY_MS = 3000;

export class SseClient {
  /** @param {string} url  @param {Record<string, string>} headers */
  constructor(url, headers = {}) {
    this.url = url;
    this.headers = headers;
    this.retryMs = FIRST_RETRY_MS;
    this.lastEventId = null;
    this.messages = [];
    this.opens = 0;
    this.gapsMs = [];
    this.droppedAt = null;
    this.closed = false;
    this.request = null;
    this.listeners = new Set();
  }

  /** Opens the stream; resolves once the first one answered 200. */
  start() {
    return new Promise((resolve, reject) => {
      this.onFirstOpen = resolve;
      this.onFirstFail = reject;
      this.connect();
    });
  }

  /** Resolves with the first message (parsed JSON `data`) for which `match` is true. */
  waitFor(match, timeoutMs = 10_000) {
    const found = this.messages.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no matching message from ${this.url} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (message) => {
        if (!match(message)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(message);
      };
      this.listeners.add(listener);
    });
  }

  /** True while a stream is open. */
  get open() {
    return this.droppedAt === null && this.opens > 0;
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }

  connect() {
    if (this.closed) return;
    const headers = { Accept: 'text/event-stream', ...this.headers };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    const request = http.get(this.url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        this.onFirstFail?.(new Error(`${this.url} answered ${response.statusCode}`));
        this.dropped();
        return;
      }
      this.opens += 1;
      if (this.droppedAt !== null) this.gapsMs.push(Date.now() - this.droppedAt);
      this.droppedAt = null;
      this.onFirstOpen?.();
      this.onFirstOpen = this.onFirstFail = null;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.frame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('end', () => this.dropped());
      response.on('error', () => this.dropped());
    });
    request.on('error', () => this.dropped());
    this.request = request;
  }

  frame(text) {
    let data = null;
    for (const line of text.split('\n')) {
      if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
      else if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (data === null) return;
    const message = JSON.parse(data);
    this.messages.push(message);
    for (const listener of [...this.listeners]) listener(message);
  }

  dropped() {
    if (this.closed || (this.droppedAt !== null && this.request === null)) return;
    this.droppedAt ??= Date.now();
    this.request = null;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), this.retryMs);
  }
}
