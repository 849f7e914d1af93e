import {
  bonusBadgeTone,
  evBadgeTone,
  evBand,
  fairMethodBadge,
  formatBreakevenRetention,
  formatEV,
  formatNumber,
  marketAge,
  freshness,
  placesBadge,
  promoScreenEvBand,
  retentionHighlight,
} from './display';
import { startLabel } from '@overlay/domain';

describe('display', () => {
  it.each([
    [0, 'fresh'],
    [59_999, 'fresh'],
    [60_000, 'aging'],
    [300_000, 'aging'],
    [300_001, 'stale'],
  ])('should call data %p ms old %p', (age, expected) => {
    expect(freshness(1_000_000 - age, 1_000_000)).toBe(expected);
  });

  it('should call missing data stale', () => {
    expect(freshness(null, 0)).toBe('stale');
  });

  it.each([
    [15, 'high'],
    [14.99, 'medium'],
    [5, 'medium'],
    [4.99, 'neutral'],
    [0, 'neutral'],
    [-0.01, 'negative'],
  ])('should band EV %p as %p', (ev, band) => {
    expect(evBand(ev)).toBe(band);
  });

  it.each([
    [5, 'strong'],
    [4.9, 'mild'],
    [0, 'mild'],
    [-1, 'red'],
  ])('should band promo-screen EV %p as %p', (ev, band) => {
    expect(promoScreenEvBand(ev)).toBe(band);
  });

  it.each([
    [20, 'green'],
    [19.9, 'lightGreen'],
    [0.1, 'lightGreen'],
    [0, 'red'],
    [-3, 'red'],
  ])('should colour an EV badge of %p %p', (ev, tone) => {
    expect(evBadgeTone(ev)).toBe(tone);
  });

  it.each([
    [75, 'green'],
    [74.9, 'amber'],
    [65, 'amber'],
    [64.9, 'grey'],
  ])('should colour a bonus of %p %p', (b, tone) => {
    expect(bonusBadgeTone(b)).toBe(tone);
  });

  it.each([
    [0.4, 'amber'],
    [0.75, 'green'],
    [0.5, null],
    [null, null],
  ])('should highlight retention %p as %p', (r, h) => {
    expect(retentionHighlight(r)).toBe(h);
  });

  it.each([
    ['BF Mid', 'BF'],
    ['Bookie MPTO', 'MPTO'],
    ['Bookie Multiplicative', 'MULT'],
    ['Bookie Power', 'POW'],
    ['Bookie Shin', 'SHIN'],
    ['native', 'MPTO'],
  ])('should badge %p as %p', (m, b) => {
    expect(fairMethodBadge(m)).toBe(b);
  });

  it.each([
    [3, '3P'],
    [2, '2P'],
    [0, null],
  ])('should show %p places as %p', (k, text) => {
    expect(placesBadge(k)).toBe(text);
  });

  it.each([
    [5.26, '+5.3%'],
    [-2, '-2.0%'],
    [0, '0.0%'],
    [-0.04, '0.0%'],
    [100, '+100.0%'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('should format EV %p as %p', (ev, text) => {
    expect(formatEV(ev)).toBe(text);
  });

  it.each([
    [3.5, '3.50'],
    [1.005, '1.00'],
    [null, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('should format %p as %p', (v, text) => {
    expect(formatNumber(v)).toBe(text);
  });

  it.each<[number, string, boolean]>([
    [45_400, '45 s', false],
    [120_000, '2 min 0 s', false], // at the threshold: not past it
    [125_000, '2 min 5 s', true],
    [3_780_000, '1 h 3 min', true],
    [-5_000, '0 s', false], // a feed clock ahead of ours
  ])('should give the market age of data %p ms old as %p (warning %p)', (ageMs, text, warning) => {
    expect(marketAge(1_000_000, 1_000_000 + ageMs)).toEqual({ seconds: Math.max(0, Math.floor(ageMs / 1000)), text, warning });
  });

  it('should give no market age without an as-of time', () => {
    expect(marketAge(null, 0)).toBeNull();
  });

  it.each<[number | 'any' | 'none', string]>([
    [0.209, '0.21'],
    [1, '1.00'],
    [1.5, 'none'], // no retention saves it (docs/ev-model.md §3)
    ['any', 'any'],
    ['none', 'none'],
  ])('should show breakeven retention %p as %p', (v, text) => {
    expect(formatBreakevenRetention(v)).toBe(text);
  });

  it.each([
    [-1, 'Started'],
    [0, 'Started'],
    [30_000, 'In 1 min'],
    [45 * 60_000, 'In 45 min'],
    [59 * 60_000 + 1, 'In 60 min'],
    [60 * 60_000, null],
  ])('should label a start %p ms away %p', (diff, text) => {
    expect(startLabel(1_000_000 + diff, 1_000_000)).toBe(text);
  });
});
