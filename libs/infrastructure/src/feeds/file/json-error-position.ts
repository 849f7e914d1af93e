// V8's JSON.parse messages name a position only for some errors ("Unexpected token '}', ... is
// not valid JSON" has none). A person fixing a hand-edited FEED_FILE needs a line and column, so
// this scanner finds the offset of the first syntax error itself.

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPES = '"\\/bfnrt';

class SyntaxAt {
  constructor(readonly offset: number) {}
}

/** Offset of the first JSON syntax error in `text`, or -1 when it is valid JSON. */
export function locateJsonError(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxAt(i);
  };
  const skipSpace = (): void => {
    while (
      i < text.length &&
      (text[i] === ' ' ||
        text[i] === '\t' ||
        text[i] === '\n' ||
        text[i] === '\r')
    )
      i += 1;
  };
  const expect = (char: string): void => {
    skipSpace();
    if (text[i] !== char) fail();
    i += 1;
  };
  const string = (): void => {
    if (text[i] !== '"') fail();
    i += 1;
    while (i < text.length) {
      const char = text[i];
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!HEX4.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if (i < text.length && ESCAPES.includes(text[i])) i += 1;
        else fail();
      } else if (char < ' ') fail();
      else i += 1;
    }
    fail();
  };
  const sequence = (close: string, item: () => void): void => {
    i += 1;
    skipSpace();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      item();
      skipSpace();
      if (text[i] === ',') i += 1;
      else return expect(close);
    }
  };
  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === '{') {
      sequence('}', () => {
        skipSpace();
        string();
        expect(':');
        value();
      });
    } else if (char === '[') sequence(']', value);
    else if (char === '"') string();
    else if (char === 't' || char === 'f' || char === 'n') {
      const word = char === 't' ? 'true' : char === 'f' ? 'false' : 'null';
      if (!text.startsWith(word, i)) fail();
      i += word.length;
    } else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) fail();
      i = NUMBER.lastIndex;
    }
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail();
    return -1;
  } catch (error) {
    if (error instanceof SyntaxAt) return Math.min(error.offset, text.length);
    throw error;
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(
  text: string,
  offset: number,
): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
