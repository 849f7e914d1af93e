import type { QuoteCell } from './betwatch-market.entries';
import type { BwExchange } from './betwatch.types';

// A race's quotes, held in columns. A Saturday holds ~427,000 of them: as a Map of a string key
// (`${entrantId}|${key}|${sourceId}`, a cons string and its flat copy) to a cell object (three
// boxed doubles) they cost ~250 B each, ~108 MB of heap (docs/operations.md §10.1); here ~70 B.

/** `|${key}|${sourceId}` (whatever follows the entrant id, its `|` too) → a number shared by every book. */
const tails = new Map<string, number>();
const tailAt: string[] = [];
/** Each tail's market key and source id (`|win|12` → ['win', '12']), split once when numbered. */
const tailParts: [string, string][] = [];
/** Quote states (`available`, `suspended`, …) → a byte. */
const states = new Map<string, number>();
const stateAt: string[] = [];
const TAILS = 1 << 16;
const GONE = -1;
const HAS_PRICE = 1;
const RESTORED = 2;
const HAS_SEQ = 4;
/** Each change of any book's quotes takes the next stamp, so an entrant's stamp names its quotes' state. */
let stamps = 0;

function internTail(tail: string): number {
  const before = tailAt.length;
  const id = intern(tails, tailAt, tail, TAILS);
  if (id === before) {
    const [, market = '', source = ''] = tail.split('|');
    tailParts.push([market, source]);
  }
  return id;
}

function intern(table: Map<string, number>, at: string[], value: string, limit: number): number {
  let id = table.get(value);
  if (id === undefined) {
    if (at.length >= limit) throw new Error(`QuoteBook: more than ${limit} distinct values`);
    id = at.length;
    at.push(value);
    table.set(value, id);
  }
  return id;
}

/**
 * A Map of quote key → QuoteCell (the same order, the same answers) that stores each cell as a
 * row of typed columns: cells are built when read, so changing one is `set`, never a mutation of
 * what `get` gave. A key is split at its first `|`: the entrant id (numbered per book) and the
 * rest (numbered once per process: a few hundred market and source pairs). Deleted rows stay as
 * gaps until the next new key finds them as many as the live rows; do not add keys while iterating.
 */
export class QuoteBook implements Iterable<[string, QuoteCell]> {
  private readonly rows = new Map<number, number>();
  private readonly entrants = new Map<string, number>();
  private readonly entrantAt: string[] = [];
  private keyAt = new Int32Array(4);
  private price = new Float64Array(4);
  private updatedMs = new Float64Array(4);
  private observedMs = new Float64Array(4);
  private seq = new Float64Array(4);
  private state = new Uint8Array(4);
  private flags = new Uint8Array(4);
  private exchanges = new Map<number, BwExchange>();
  private used = 0;
  /** Per entrant (by its number in this book): the stamp of its quotes' last change. */
  private readonly changedAt: number[] = [];

  get size(): number {
    return this.rows.size;
  }

  get(key: string): QuoteCell | undefined {
    const id = this.idOf(key, false);
    const row = id === undefined ? undefined : this.rows.get(id);
    return row === undefined ? undefined : this.cellAt(row);
  }

  has(key: string): boolean {
    const id = this.idOf(key, false);
    return id !== undefined && this.rows.has(id);
  }

  /**
   * The stamp of the entrant's quotes' last change (0: none held yet): equal stamps, the same
   * quotes. A runner's view is rebuilt only when it moved (betwatch-runner-views.ts).
   */
  changeStampOf(entrantId: string): number {
    const entrant = this.entrants.get(entrantId);
    return entrant === undefined ? 0 : (this.changedAt[entrant] ?? 0);
  }

  /** Records that a held quote was applied again, unchanged (its `seq`): no change of its entrant. */
  restamp(key: string, seq: number): void {
    const id = this.idOf(key, false);
    const row = id === undefined ? undefined : this.rows.get(id);
    if (row === undefined) return;
    this.seq[row] = seq;
    this.flags[row] |= HAS_SEQ;
  }

  set(key: string, cell: QuoteCell): this {
    const id = this.idOf(key, true) as number;
    this.changedAt[Math.floor(id / TAILS)] = ++stamps;
    let row = this.rows.get(id);
    if (row === undefined) {
      if (this.used - this.rows.size >= Math.max(8, this.rows.size)) this.compact();
      if (this.used === this.keyAt.length) this.grow(this.used * 2);
      row = this.used++;
      this.keyAt[row] = id;
      this.rows.set(id, row);
    }
    this.price[row] = cell.price ?? 0;
    this.updatedMs[row] = cell.updatedMs;
    this.observedMs[row] = cell.observedMs;
    this.seq[row] = cell.seq ?? 0;
    this.state[row] = intern(states, stateAt, cell.state, 256);
    this.flags[row] =
      (cell.price === null ? 0 : HAS_PRICE) | (cell.restored ? RESTORED : 0) | (cell.seq === undefined ? 0 : HAS_SEQ);
    if (cell.exchange) this.exchanges.set(row, cell.exchange);
    else this.exchanges.delete(row);
    return this;
  }

  delete(key: string): boolean {
    const id = this.idOf(key, false);
    const row = id === undefined ? undefined : this.rows.get(id);
    if (row === undefined) return false;
    this.changedAt[Math.floor((id as number) / TAILS)] = ++stamps;
    this.rows.delete(id as number);
    this.keyAt[row] = GONE;
    this.exchanges.delete(row);
    return true;
  }

  *keys(): IterableIterator<string> {
    for (let row = 0; row < this.used; row += 1) if (this.keyAt[row] !== GONE) yield this.keyOf(this.keyAt[row]);
  }

  *[Symbol.iterator](): IterableIterator<[string, QuoteCell]> {
    for (let row = 0; row < this.used; row += 1)
      if (this.keyAt[row] !== GONE) yield [this.keyOf(this.keyAt[row]), this.cellAt(row)];
  }

  /**
   * Every quote with its key's parts (`entrantId|marketKey|sourceId`), in order, building no key
   * string: what a race's snapshot reads on each drain (betwatch-race.view.ts); only those of
   * some entrants when given.
   */
  eachQuote(
    visit: (entrantId: string, marketKey: string, sourceId: string, cell: QuoteCell) => void,
    onlyEntrants?: ReadonlySet<string>,
  ): void {
    const only = onlyEntrants && this.entrantNumbers(onlyEntrants);
    for (let row = 0; row < this.used; row += 1) {
      const id = this.keyAt[row];
      if (id === GONE || (only && !only.has(Math.floor(id / TAILS)))) continue;
      const [marketKey, sourceId] = tailParts[id % TAILS];
      visit(this.entrantAt[Math.floor(id / TAILS)], marketKey, sourceId, this.cellAt(row));
    }
  }

  private entrantNumbers(entrantIds: ReadonlySet<string>): Set<number> {
    const numbers = new Set<number>();
    for (const entrantId of entrantIds) {
      const entrant = this.entrants.get(entrantId);
      if (entrant !== undefined) numbers.add(entrant);
    }
    return numbers;
  }

  /** The key's number: entrant × 2^16 + tail (a small integer: no boxing, no string kept). */
  private idOf(key: string, add: boolean): number | undefined {
    const bar = key.indexOf('|');
    const entrantId = bar < 0 ? key : key.slice(0, bar);
    const tail = bar < 0 ? '' : key.slice(bar);
    if (!add) {
      const entrant = this.entrants.get(entrantId);
      const rest = tails.get(tail);
      return entrant === undefined || rest === undefined ? undefined : entrant * TAILS + rest;
    }
    return intern(this.entrants, this.entrantAt, entrantId, 1 << 14) * TAILS + internTail(tail);
  }

  private keyOf(id: number): string {
    return this.entrantAt[Math.floor(id / TAILS)] + tailAt[id % TAILS];
  }

  private cellAt(row: number): QuoteCell {
    const flags = this.flags[row];
    const cell: QuoteCell = {
      state: stateAt[this.state[row]],
      price: flags & HAS_PRICE ? this.price[row] : null,
      exchange: this.exchanges.get(row) ?? null,
      updatedMs: this.updatedMs[row],
      observedMs: this.observedMs[row],
    };
    if (flags & RESTORED) cell.restored = true;
    if (flags & HAS_SEQ) cell.seq = this.seq[row];
    return cell;
  }

  private grow(capacity: number): void {
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(from: T, to: T): T => (to.set(from.subarray(0, this.used)), to);
    this.keyAt = copy(this.keyAt, new Int32Array(capacity));
    this.price = copy(this.price, new Float64Array(capacity));
    this.updatedMs = copy(this.updatedMs, new Float64Array(capacity));
    this.observedMs = copy(this.observedMs, new Float64Array(capacity));
    this.seq = copy(this.seq, new Float64Array(capacity));
    this.state = copy(this.state, new Uint8Array(capacity));
    this.flags = copy(this.flags, new Uint8Array(capacity));
  }

  /** Closes the gaps deleted rows left, keeping the order of the rest. */
  private compact(): void {
    const exchanges = new Map<number, BwExchange>();
    let to = 0;
    for (let row = 0; row < this.used; row += 1) {
      const id = this.keyAt[row];
      if (id === GONE) continue;
      this.keyAt[to] = id;
      this.price[to] = this.price[row];
      this.updatedMs[to] = this.updatedMs[row];
      this.observedMs[to] = this.observedMs[row];
      this.seq[to] = this.seq[row];
      this.state[to] = this.state[row];
      this.flags[to] = this.flags[row];
      const exchange = this.exchanges.get(row);
      if (exchange) exchanges.set(to, exchange);
      this.rows.set(id, to);
      to += 1;
    }
    this.used = to;
    this.exchanges = exchanges;
  }
}
