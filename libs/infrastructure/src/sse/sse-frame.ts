/** One server-sent event, serialised once and written as is to every stream that gets it. */
export interface SseFrame {
  /** Position in the hub's sequence (0 for frames outside it, such as heartbeats). */
  seq: number;
  bytes: Buffer;
}

/** `id: …\ndata: …\n\n` with the JSON `{type, data}` of docs/product.md §7. */
export function eventFrame(
  id: string,
  type: string,
  data: unknown,
  seq: number,
): SseFrame {
  const json = JSON.stringify({ type, data });
  return { seq, bytes: Buffer.from(`id: ${id}\ndata: ${json}\n\n`) };
}

/** A comment line: keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_FRAME: SseFrame = {
  seq: 0,
  bytes: Buffer.from(': heartbeat\n\n'),
};

/** Tells EventSource how long to wait before it reconnects. */
export function retryFrame(milliseconds: number): SseFrame {
  return { seq: 0, bytes: Buffer.from(`retry: ${milliseconds}\n\n`) };
}

/** `data: …\n\n` with a JSON message as is (no id: the message is the state, not a replayable event). */
export function dataFrame(message: unknown): SseFrame {
  return { seq: 0, bytes: Buffer.from(`data: ${JSON.stringify(message)}\n\n`) };
}
