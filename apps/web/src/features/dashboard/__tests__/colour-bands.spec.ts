import { TONE_COLOR } from '../model/dashboard-view';
import { bonusBadgeTone, evBadgeTone } from '../../../lib/display';

describe('badge colour bands (docs/product.md §2, §9)', () => {
  it.each([
    [25, 'green'],
    [20, 'green'],
    [19.9, 'lightGreen'],
    [0.1, 'lightGreen'],
    [0, 'red'],
    [-3, 'red'],
  ])('should colour EV %d as %s', (ev, tone) => {
    expect(evBadgeTone(ev)).toBe(tone);
    expect(TONE_COLOR[evBadgeTone(ev)]).toBe(TONE_COLOR[tone as 'green']);
  });
  it.each([
    [80, 'green'],
    [75, 'green'],
    [74.9, 'amber'],
    [65, 'amber'],
    [64.9, 'grey'],
  ])('should colour bonus %d%% as %s', (pct, tone) => {
    expect(bonusBadgeTone(pct)).toBe(tone);
  });
});
