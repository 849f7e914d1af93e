/**
 * The working memory of one table query: matched rows, their sort keys and per-segment masks. A
 * query owns one (or is handed one by a caller that queries often), so no result it returns can
 * be overwritten by another query.
 */
export class QueryScratch {
  rows = new Int32Array(1024);
  keys = new Float64Array(1024);
  /** Quickselect's copy of the keys. */
  work = new Float64Array(1024);
  bookOk = new Uint8Array(64);
  runnerOk = new Uint8Array(64);
  bookKey = new Float64Array(64);

  /** Grows the buffers to hold `rows` matches, `books` books and `runners` runners. */
  ensure(rows: number, books: number, runners: number): void {
    if (this.rows.length < rows) {
      this.rows = new Int32Array(rows);
      this.keys = new Float64Array(rows);
    }
    if (this.bookOk.length < books) {
      this.bookOk = new Uint8Array(books * 2);
      this.bookKey = new Float64Array(books * 2);
    }
    if (this.runnerOk.length < runners)
      this.runnerOk = new Uint8Array(runners * 2);
  }

  /** The quickselect buffer with room for n keys. */
  workFor(n: number): Float64Array {
    if (this.work.length < n) this.work = new Float64Array(n);
    return this.work;
  }
}
