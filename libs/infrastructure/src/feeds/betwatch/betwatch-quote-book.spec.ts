import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { QuoteCell } from './betwatch-market.entries';
import { QuoteBook } from './betwatch-quote-book';

const cell = (price: number | null, extra: Partial<QuoteCell> = {}): QuoteCell => ({
  state: 'available',
  price,
  exchange: null,
  updatedMs: 1_764_000_000_000,
  observedMs: Number.NaN,
  ...extra,
});

describe('QuoteBook', () => {
  it('answers as a Map does: the same cells, in insertion order, a re-added key last', () => {
    const book = new QuoteBook();
    const map = new Map<string, QuoteCell>();
    const put = (key: string, value: QuoteCell) => (book.set(key, value), map.set(key, value));
    put('e1|win|s1', cell(3.5, { seq: 1 }));
    put('e1|place|s1', cell(1.6, { seq: 2 }));
    put('e2|win|s2', cell(null, { state: 'suspended', seq: 3 }));
    put('e2|win|x', cell(null, { exchange: { back: [{ price: 4, size: 10 }], lay: [] } as never, restored: true }));
    put('e1|win|s1', cell(3.7, { seq: 4 }));
    put('e3', cell(9));
    put('e3|', cell(8));
    book.delete('e1|place|s1');
    map.delete('e1|place|s1');
    put('e1|place|s1', cell(1.7, { seq: 5 }));
    expect([...book]).toEqual([...map]);
    expect([...book.keys()]).toEqual([...map.keys()]);
    expect(book.size).toBe(6);
    expect(book.get('e2|win|x')).toEqual(map.get('e2|win|x'));
    expect(book.get('e3|win|s1')).toBeUndefined();
    expect(book.has('e1|win|s1')).toBe(true);
  });

  it('visits each quote with its key split as the key names it, in the order it iterates', () => {
    const book = new QuoteBook();
    book.set('e1|win|s1', cell(3.5));
    book.set('e2|place|s2', cell(1.6));
    book.set('e1|place|s1', cell(1.4));
    book.delete('e2|place|s2');
    book.set('e3|win|x', cell(4));
    const visited: [string, string, string, QuoteCell][] = [];
    book.eachQuote((entrant, market, source, quote) => visited.push([entrant, market, source, quote]));
    expect(visited).toEqual([...book].map(([key, quote]) => [...key.split('|'), quote]));
  });

  it('deletes while iterating, and keeps the order after its gaps are closed', () => {
    const book = new QuoteBook();
    for (let i = 0; i < 100; i += 1) book.set(`e${i}|win|s`, cell(i + 1));
    for (const [key, value] of book) if ((value.price as number) % 2 === 0) book.delete(key);
    expect(book.size).toBe(50);
    for (let i = 100; i < 160; i += 1) book.set(`e${i}|win|s`, cell(i + 1));
    expect([...book].map(([, value]) => value.price)).toEqual([
      ...Array.from({ length: 50 }, (_, i) => 2 * i + 1),
      ...Array.from({ length: 60 }, (_, i) => 101 + i),
    ]);
  });

  it('holds a Saturday race quote in well under the ~250 B a Map of cells took', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const races = 400;
    const used = () => (gc(), getHeapStatistics().used_heap_size);
    const before = used();
    const books: QuoteBook[] = [];
    for (let race = 0; race < races; race += 1) {
      const book = new QuoteBook();
      for (let runner = 0; runner < 12; runner += 1)
        for (let source = 0; source < 55; source += 1)
          book.set(`entrant-${race}-${runner}|win|source-${source}`, cell(2 + source / 10, { seq: race * 1000 + runner, observedMs: 1_764_000_000_123 }));
      books.push(book);
    }
    const perQuote = (used() - before) / (races * 12 * 55);
    expect(books).toHaveLength(races);
    expect(perQuote).toBeLessThan(110);
  });
});
