import fc from 'fast-check';
import { hasHiddenCharacters, normaliseName } from './visible-text';

describe('hasHiddenCharacters', () => {
  it.each([
    ['TAB', false],
    ['Ladbrokes NZ', false],
    ['Café Racing', false],
    ['👨‍👩‍👧 syndicate', false], // ZWJ inside an emoji sequence
    ['🏃🏽‍♀️ club', false], // …and after a skin tone
    ['TAB👍\u200d', true], // a joiner that joins nothing
    ['\u200bTAB', true],
    ['TA\u200cB', true],
    ['T\u200dAB', true],
    ['TAB\u2060', true],
    ['\ufeffTAB', true],
    ['TA\u00adB', true],
    ['Ann\u202egpj.exe', true],
    ['TAB\u2066', true],
    ['line\u2028break', true],
    ['tab\there', true],
  ])('%j → %s', (text, expected) => {
    expect(hasHiddenCharacters(text)).toBe(expected);
  });

  it('is false for any printable ASCII text', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\x20-\x7e]*$/), (text) => !hasHiddenCharacters(text)));
  });
});

describe('normaliseName', () => {
  it.each([
    [' TAB ', 'TAB'],
    ['ＴＡＢ', 'TAB'],
    ['Cafe\u0301', 'Café'],
    ['ﬁrst', 'first'],
  ])('%j → %j', (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (name) => normaliseName(normaliseName(name)) === normaliseName(name)));
  });
});
