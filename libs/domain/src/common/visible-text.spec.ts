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
    // The probe's look-alikes: each looked like "Neds" or "TAB" and was stored as a second one.
    ['Neds\u17b5', true], // Khmer vowel inherent AA (default ignorable)
    ['TA\u034fB', true], // combining grapheme joiner
    ['TAB\ufe0f', true], // a variation selector on no emoji
    ['TAB\u{e0041}', true], // a tag character
    ['TA\u180bB', true], // Mongolian free variation selector
    ['TAB\u17b4', true],
    ['\u115fTAB', true], // Hangul fillers
    ['\u1160', true],
    ['\u3164', true],
    ['\uffa0', true],
    ['\u2800', true], // braille pattern blank
    ['TAB\ue000', true], // private use
    ['TAB\u{f0000}', true], // supplementary private use
    ['TAB\u0378', true], // unassigned
    ['TAB\ud800', true], // half a character
    ['❤️ Flemington', false], // an emoji's own selector
    ['1️⃣ leg', false], // a keycap
    ['🏴󠁧󠁢󠁥󠁮󠁧󠁿 Ascot', false], // a flag spelled with tag characters
    ['🇦🇺 Cup', false],
    ['ТАВ', false], // Cyrillic, every character visible: a look-alike for the skeleton to catch
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
