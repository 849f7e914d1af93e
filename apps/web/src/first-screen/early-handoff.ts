// What the early first screen (index.html's inline script, early-screen.ts) leaves on `window` for
// the app, and what the app does with it: take its reply instead of asking again, wait for its
// rows to be drawn before rendering, and remove it once the real rows are on screen. Tiny and free
// of React: both the inline script and the app's boot code import it.

/** The reply of the early request: status and body text; null when the request failed. */
export type EarlyReply = { status: number; text: string } | null;

interface EarlyScreen {
  /** The first page's URL as RTK Query asks it (relative to the site's root). */
  url: string;
  /** When it was asked (ms, Date.now()). */
  askedAt: number;
  reply: Promise<EarlyReply>;
  /** Settles once the early rows are drawn, or will not be. */
  drawn: Promise<void>;
  /** Set when the app took the reply (it is used once) or removed the screen (nothing is drawn after). */
  taken?: boolean;
  claimed?: boolean;
}

const KEY = '__overlayEarlyScreen';
/** The early screen's element (id) and the app's root, kept inert beneath it. */
export const EARLY_SCREEN_ID = 'early-screen';
const APP_ROOT_ID = 'root';
/** A reply older than this is not handed on: the app asks afresh (the prefetch's hold is 30 s). */
const FRESH_FOR_MS = 10_000;

type Holder = { [KEY]?: EarlyScreen };

export function publishEarlyScreen(early: EarlyScreen, win: Window = window): void {
  (win as unknown as Holder)[KEY] = early;
}

export function earlyScreenOf(win: Window = window): EarlyScreen | undefined {
  return (win as unknown as Holder)[KEY];
}

/**
 * The early request's reply when `url` is the one it asked, it is fresh and not yet taken: the
 * app's first-page call (lib/api.ts) uses it instead of a second request. Null otherwise; the
 * promise gives null for a reply that is not a 200 (the app then asks itself and handles the
 * error its own way).
 */
export function takeEarlyReply(url: string, now = Date.now(), win: Window = window): Promise<EarlyReply> | null {
  const early = earlyScreenOf(win);
  if (early === undefined || early.taken === true || early.url !== url || now - early.askedAt > FRESH_FOR_MS) return null;
  early.taken = true;
  return early.reply.then((reply) => (reply !== null && reply.status === 200 ? reply : null));
}

/** Settles once the early screen has drawn its rows or given up (at once when there is none). */
export function earlyScreenDrawn(win: Window = window): Promise<void> {
  return earlyScreenOf(win)?.drawn ?? Promise.resolve();
}

/**
 * Removes the early screen, if drawn, and says none is to be drawn after: called when the app
 * draws the real rows, or shows anything else instead (another screen, an error, no rows).
 */
export function removeEarlyScreen(doc: Document = document, win: Window = window): void {
  const early = earlyScreenOf(win);
  if (early !== undefined) early.claimed = true;
  doc.getElementById(EARLY_SCREEN_ID)?.remove();
  doc.getElementById(APP_ROOT_ID)?.removeAttribute('inert');
}
