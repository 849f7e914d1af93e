import type { RaceCode } from '../../racing/race-code';

/** One venue mention of a promo text: its words, the race numbers that go with it, a code hint. */
export interface PromoTextClause {
  /** The venue words as written (normalised: lower case, no accents or punctuation). */
  venue: string;
  /** Race numbers named for the venue; `'all'` when none are named or "all races" is said. */
  races: number[] | 'all';
  /** Race code named beside the venue ("(GR)", "greyhounds", "trots"...), if any. */
  code: RaceCode | null;
  /** The source text of the clause, for warnings. */
  source: string;
}

const CODE_WORDS: Readonly<Record<string, RaceCode>> = {
  gr: 'GR',
  greyhound: 'GR',
  greyhounds: 'GR',
  dogs: 'GR',
  dog: 'GR',
  grv: 'GR',
  hr: 'HR',
  harness: 'HR',
  trots: 'HR',
  trot: 'HR',
  trotting: 'HR',
  pacing: 'HR',
  pacers: 'HR',
  tb: 'TB',
  thoroughbred: 'TB',
  thoroughbreds: 'TB',
  gallops: 'TB',
  horses: 'TB',
};

// Words that appear in published promo text but never in a venue name.
const FILLER_WORDS = new Set([
  'at',
  'race',
  'races',
  'r',
  'all',
  'and',
  'to',
  'from',
  'in',
  'on',
  'only',
  'of',
  'for',
  'today',
  'tonight',
  'todays',
  'tomorrow',
  'meeting',
  'meet',
  'card',
  'every',
  'each',
  'plus',
  'bonus',
  'back',
  'cash',
  'refund',
  'refunds',
  'token',
  'tokens',
  'if',
  'you',
  'your',
  'runs',
  'run',
  'finishes',
  'finish',
  'second',
  'third',
  'fourth',
  'place',
  'places',
  'placed',
  'up',
  'bet',
  'bets',
  'win',
  'money',
  'promo',
  'promotion',
  'applies',
  'apply',
  'eligible',
  'excl',
  'excluding',
  'incl',
  'including',
  'with',
  'runners',
  'or',
  'more',
  'min',
  'max',
  'racing',
  'nd',
  'rd',
  'th',
  'st',
  'x',
]);

const RANGE = /^(?:r|race|races)?(\d{1,2})-(\d{1,2})$/;
const SINGLE = /^(?:r|race|races)?(\d{1,2})$/;
// Race numbers run to 24 at most; larger numbers are amounts, ages or years.
const MAX_RACE_NUMBER = 24;

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'races'; numbers: number[] }
  | { kind: 'all' }
  | { kind: 'code'; code: RaceCode };

/** Lower case, accents removed, dashes unified, separators spaced out. */
function normalise(line: string): string {
  return line
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\$\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*%/g, ' ')
    .replace(/\b(r|races?)\s*(\d)/g, '$1$2')
    .replace(/(\d)\s*(?:-|to)\s*(?:r|races?)?\s*(\d)/g, '$1-$2')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function range(from: number, to: number): number[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

function tokenise(line: string): Token[] {
  const words = normalise(line).split(' ').filter(Boolean);
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const ranged = RANGE.exec(word);
    const single = SINGLE.exec(word);
    if (!/[a-z0-9]/.test(word)) continue;
    if (ranged && Number(ranged[2]) <= MAX_RACE_NUMBER)
      tokens.push({
        kind: 'races',
        numbers: range(Number(ranged[1]), Number(ranged[2])),
      });
    else if (single && Number(single[1]) <= MAX_RACE_NUMBER)
      tokens.push({ kind: 'races', numbers: [Number(single[1])] });
    else if (word === 'all' && /^races?$/.test(words[i + 1] ?? '')) {
      tokens.push({ kind: 'all' });
      i += 1;
    } else if (Object.hasOwn(CODE_WORDS, word))
      tokens.push({ kind: 'code', code: CODE_WORDS[word] });
    else if (FILLER_WORDS.has(word) || /\d/.test(word)) continue;
    else tokens.push({ kind: 'word', text: word });
  }
  return tokens;
}

interface ClauseDraft {
  words: string[];
  races: number[];
  all: boolean;
  code: RaceCode | null;
}

/**
 * Splits promo text into venue clauses: lines and '|' or ';' separate statements; inside one,
 * each run of venue words takes the race numbers after it (numbers before the first venue, as
 * in "Races 1-4 at Te Rapa", go to that venue).
 */
export function splitPromoText(text: string): {
  clauses: PromoTextClause[];
  orphans: string[];
} {
  const clauses: PromoTextClause[] = [];
  const orphans: string[] = [];
  for (const statement of text.split(/[\n\r|;]+/)) {
    const source = statement.trim();
    if (!source) continue;
    const drafts: ClauseDraft[] = [];
    let leading: Omit<ClauseDraft, 'words'> = {
      races: [],
      all: false,
      code: null,
    };
    let current: ClauseDraft | null = null;
    let lastWasWord = false;
    for (const token of tokenise(source)) {
      if (token.kind === 'word') {
        if (!current || !lastWasWord) {
          current = { words: [], races: [], all: false, code: null };
          if (drafts.length === 0)
            Object.assign(current, leading, { words: [] });
          drafts.push(current);
        }
        current.words.push(token.text);
        lastWasWord = true;
        continue;
      }
      lastWasWord = false;
      const target: Omit<ClauseDraft, 'words'> = current ?? leading;
      if (token.kind === 'races') target.races.push(...token.numbers);
      else if (token.kind === 'all') target.all = true;
      else target.code = token.code;
      if (!current) leading = target;
    }
    if (drafts.length === 0) {
      if (leading.races.length > 0 || leading.all || leading.code)
        orphans.push(source);
      continue;
    }
    for (const draft of drafts) {
      clauses.push({
        venue: draft.words.join(' '),
        races:
          draft.all || draft.races.length === 0
            ? 'all'
            : [...new Set(draft.races)],
        code: draft.code,
        source,
      });
    }
  }
  return { clauses, orphans };
}
