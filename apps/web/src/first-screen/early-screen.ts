import type { OpportunitiesResponse } from '@overlay/contracts';
import { screen } from '../config/paths';
import { hasSessionHint } from '../features/auth/api/session-hint';
import { bootRequest, opportunitiesUrl } from '../features/dashboard/model/opportunities-request';
import { readTimeDisplay } from '../lib/race-time/race-time-preference';
import { applyDocumentTheme, readThemePreference, resolveTheme, systemPrefersDark } from '../lib/theme/theme-preference';
import { EARLY_SCREEN_ID, earlyScreenOf, publishEarlyScreen, removeEarlyScreen } from './early-handoff';
import type { EarlyReply } from './early-handoff';
import { earlyTable } from './early-rows';
import { EARLY_STYLE } from './early-style';

// The first screen before the app (docs/architecture.md, "The first screen"): run from index.html
// before any of the app's script, on the dashboard's address with a session, it asks the first
// page of rows at once and, when they come before the app has drawn its own, draws them as plain
// HTML over the page. The app takes the same reply (early-handoff.ts) and removes this screen when
// its table has its rows. Anything unexpected (no session, a 401, an error, a stale market, the
// Matched mode's other columns) draws nothing: the app's own loading state stays.

/** Long enough for the app's first render on a slow device; past it the rows could be old. */
const SHOWN_AT_MOST_MS = 30_000;

function onDashboard(pathname: string): boolean {
  const { path, aliases = [] } = screen('dashboard');
  return [path, ...aliases].includes(pathname);
}

/** Starts the early request and the draw on its reply; does nothing off the dashboard or signed out. */
export function startEarlyScreen(win: Window = window): void {
  const doc = win.document;
  const request = hasSessionHint(doc.cookie) && onDashboard(win.location.pathname) ? bootRequest(win.location.search) : null;
  if (request !== null && request.pageArgs !== null) ask(win, opportunitiesUrl(request.pageArgs), request.view.matched);
  // The app's theme from the first paint (main.tsx sets it again): no white flash in the dark.
  // After the request has left: a first read of localStorage can wait on the browser.
  applyDocumentTheme(resolveTheme(readThemePreference(), systemPrefersDark()));
}

function ask(win: Window, url: string, matched: boolean): void {
  // The session cookie is httpOnly: just ask, and take any failure as "not now".
  const reply: Promise<EarlyReply> = win
    .fetch(`/${url}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => ({ status: response.status, text: await response.text() }))
    .catch(() => null);
  const drawn = reply
    .then((answer) => {
      if (answer?.status === 200 && !matched) draw(win, answer.text);
    })
    .catch(() => undefined);
  publishEarlyScreen({ url, askedAt: Date.now(), reply, drawn }, win);
  // User Timing marks, for a trace or a bench to read where the first screen's time goes.
  win.performance.mark('overlay:early-asked');
}

/** Draws the reply's rows unless the app got there first; gives up on anything it does not expect. */
function draw(win: Window, text: string): void {
  const doc = win.document;
  win.performance.mark('overlay:early-reply');
  // Drawn only before the app has drawn anything: once its shell is up, its own table takes the rows.
  if (earlyScreenOf(win)?.claimed === true || (doc.getElementById('root')?.childElementCount ?? 0) > 0) return;
  if (doc.body === null) {
    // The reply beat the page's own parsing (the script runs in its head): draw once it is parsed.
    doc.addEventListener('DOMContentLoaded', () => draw(win, text), { once: true });
    return;
  }
  const body = JSON.parse(text) as OpportunitiesResponse;
  // A stale market: the app says so in a banner above rows marked stale; this screen says nothing, so it shows none.
  if (body.marketFreshness?.stale === true || !Array.isArray(body.opportunities) || body.opportunities.length === 0) return;
  const style = doc.createElement('style');
  style.textContent = EARLY_STYLE;
  const scroll = doc.createElement('div');
  scroll.className = 'early-scroll';
  // Focusable, so a keyboard can scroll a table wider than the screen; named by the table's caption.
  scroll.tabIndex = 0;
  scroll.setAttribute('role', 'group');
  const { table, drawRest } = earlyTable(doc, body.opportunities, Date.now(), readTimeDisplay());
  table.createCaption().id = 'early-screen-caption';
  scroll.setAttribute('aria-labelledby', 'early-screen-caption');
  scroll.append(table);
  const card = doc.createElement('div');
  card.className = 'early-card';
  card.append(scroll);
  const filters = doc.createElement('div');
  filters.className = 'early-filters';
  const content = doc.createElement('div');
  content.className = 'early-content';
  content.append(filters, card);
  const bar = doc.createElement('div');
  bar.className = 'early-bar';
  bar.append(doc.createElement('i'), 'Overlay');
  const root = doc.createElement('div');
  root.id = EARLY_SCREEN_ID;
  root.append(style, bar, content);
  doc.body.append(root);
  win.performance.mark('overlay:early-drawn');
  win.setTimeout(drawRest, 0);
  // The app mounts beneath meanwhile: out of reach of the keyboard and readers until this goes.
  doc.getElementById('root')?.setAttribute('inert', '');
  win.setTimeout(() => removeEarlyScreen(doc, win), SHOWN_AT_MOST_MS);
}
