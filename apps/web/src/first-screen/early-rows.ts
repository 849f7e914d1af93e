import { bookmakerColour } from '@overlay/domain';
import type { Opportunity } from '@overlay/contracts';
import { bonusBadgeTone, evBadgeTone, fairMethodBadge, formatEV, formatNumber, MISSING, placesBadge } from '../lib/display';
import { raceClock, toJump } from '../lib/race-time/race-time';
import type { TimeDisplay } from '../lib/race-time/race-time';
import { withLightness, darkenToContrast } from '../lib/theme/contrast';
import { boostBadge, TONE_COLOR } from '../features/dashboard/model/dashboard-view';
import { FIRST_PAGE_ROWS } from '../features/dashboard/model/opportunities-request';

// The first screen's rows as plain HTML: the dashboard table's columns (opportunities-table.tsx,
// the plain mode) with the texts its cells show for a row before the user's settings and the
// books' coverage have come (opportunity-cells.tsx), from the same formatting functions, so the
// early rows and the real ones read alike. No buttons or tips: the app's rows bring those.

/** The table's column titles and widths (px), as opportunities-table.tsx sets them. */
const EARLY_COLUMNS = [
  ['Race', 95], ['Time', 120], ['Runner', 120], ['Bookmaker', 125], ['Odds', 75], ['Fair Price', 95],
  ['Base EV', 100], ['Bonus %', 100], ['Promo EV', 110], ['Total EV', 105], ['Stake', 55],
] as const;

type Tone = (typeof TONE_COLOR)[keyof typeof TONE_COLOR] | 'purple' | 'blue';
type Part = string | HTMLElement;

function element(doc: Document, tag: string, className: string | null, ...parts: Part[]): HTMLElement {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...parts);
  return node;
}

/** antd's Tag: a tone's tint, border and text (early-style.ts); `wraps`: on two lines at most, as 'Boosted from'. */
const tag = (doc: Document, tone: Tone, text: string, wraps = false) =>
  element(doc, 'span', `early-tag early-tag-${tone}${wraps ? ' early-tag-wraps' : ''}`, text);

const bookmakerColours = new Map<string, [background: string, border: string, text: string]>();

/** The bookmaker's tag: its colour's pale tint with its text darkened to 4.5:1 (bookmaker-colors.ts). */
function bookmakerTag(doc: Document, name: string): HTMLElement {
  let colours = bookmakerColours.get(name);
  if (colours === undefined) {
    const colour = bookmakerColour(name);
    const background = withLightness(colour, 0.95);
    colours = [background, withLightness(colour, 0.8), darkenToContrast(colour, background)];
    bookmakerColours.set(name, colours);
  }
  const node = element(doc, 'span', 'early-tag', name);
  [node.style.background, node.style.borderColor, node.style.color] = colours;
  return node;
}

const line = (doc: Document, ...parts: Part[]) => element(doc, 'span', 'early-line', ...parts);
const secondary = (doc: Document, text: string) => element(doc, 'span', 'early-secondary', text);

/** One row's cells, in EARLY_COLUMNS' order. */
function rowCells(doc: Document, row: Opportunity, nowMs: number, display: TimeDisplay): Part[][] {
  const places = placesBadge(row.promoK);
  const startMs = Date.parse(row.startTime);
  const stale = row.stale === true;
  return [
    [line(doc, element(doc, 'strong', null, `${row.venue} R${row.raceNumber}`), tag(doc, 'default', row.raceCode || 'TB'), ...(places ? [tag(doc, 'blue', places)] : []))],
    [
      element(doc, 'span', 'early-nowrap', Number.isFinite(startMs) ? toJump(startMs, nowMs) : MISSING),
      secondary(doc, raceClock(row.startTime, row.startTimeLocal, display)),
    ],
    [line(doc, `${row.runnerNumber}. ${row.runnerName}`, ...(row.isBoosted ? [tag(doc, 'purple', boostBadge(row.boostType))] : []))],
    // A stale price is said in words here; the app's row has the warning icon and its tip.
    [line(doc, bookmakerTag(doc, row.bookmaker)), ...(stale ? [secondary(doc, 'Stale price')] : [])],
    [line(doc, formatNumber(row.price), ...(row.isBoosted && row.boostedFrom !== null ? [tag(doc, 'purple', `Boosted from ${formatNumber(row.boostedFrom)}`, true)] : []))],
    [line(doc, formatNumber(row.fairPrice), tag(doc, 'default', fairMethodBadge(row.fairMethod)), ...(row.fairBooks === 1 ? [tag(doc, 'gold', '1 book')] : []))],
    [tag(doc, TONE_COLOR[evBadgeTone(row.ev)], formatEV(row.ev))],
    [row.bonusPct === null ? MISSING : tag(doc, TONE_COLOR[bonusBadgeTone(row.bonusPct)], `${row.bonusPct.toFixed(1)}%`)],
    [
      tag(doc, TONE_COLOR[evBadgeTone(row.promoEV)], formatEV(row.promoEV)),
      ...(row.promoType ? [secondary(doc, `${row.promoType}${row.isPlaceEstimate ? ' (Est.)' : ''}`)] : []),
    ],
    [tag(doc, TONE_COLOR[evBadgeTone(row.totalEV)], formatEV(row.totalEV))],
    // The stake needs the user's settings, not loaded yet: the app shows the same dash until then.
    [secondary(doc, MISSING)],
  ];
}

/** Rows drawn at once: more than a tall screen shows (eight to ten at 900 px); the rest a task later. */
const FIRST_DRAWN_ROWS = 12;

/**
 * The table of `rows`: a caption, the column headers (scope=col) and one row per opportunity,
 * each with the product's row class (`ant-table-row`: what the bench and a reader of the DOM look
 * for as "a row of opportunities"). The rows past the screen's are added by `drawRest`, so the
 * first screen's work is what the screen shows (as the app's virtual table draws).
 */
export function earlyTable(
  doc: Document,
  rows: readonly Opportunity[],
  nowMs: number,
  display: TimeDisplay,
): { table: HTMLTableElement; drawRest: () => void } {
  const table = doc.createElement('table');
  table.className = 'early-table';
  // The rows toolbar's words (rows-toolbar.tsx): a full first page is the top of a longer list.
  table.createCaption().textContent =
    rows.length >= FIRST_PAGE_ROWS ? `Top ${rows.length} opportunities (loading all)` : `${rows.length} opportunities`;
  const colgroup = element(doc, 'colgroup', null);
  const head = doc.createElement('tr');
  for (const [title, width] of EARLY_COLUMNS) {
    const col = doc.createElement('col');
    col.style.width = `${width}px`;
    colgroup.append(col);
    const th = element(doc, 'th', null, title);
    th.setAttribute('scope', 'col');
    head.append(th);
  }
  const body = doc.createElement('tbody');
  const append = (from: number, to: number) => {
    for (const row of rows.slice(from, to)) {
      const tr = doc.createElement('tr');
      tr.className = 'ant-table-row';
      for (const parts of rowCells(doc, row, nowMs, display)) tr.append(element(doc, 'td', null, ...parts));
      body.append(tr);
    }
  };
  append(0, FIRST_DRAWN_ROWS);
  table.append(colgroup, element(doc, 'thead', null, head), body);
  return { table, drawRest: () => append(FIRST_DRAWN_ROWS, rows.length) };
}
