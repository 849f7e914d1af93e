import { movePct, sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('should scale the lowest price to the bottom and the highest to the top', () => {
    // 3 points over 40 px: x = 0, 20, 40; prices 4 → 3 → 5 span 2 over 10 px.
    expect(sparklinePath([4, 3, 5], 40, 10)).toBe(
      'M0.0,5.0 L20.0,10.0 L40.0,0.0',
    );
  });
  it('should draw a flat series across the middle and nothing for one point', () => {
    expect(sparklinePath([2, 2], 10, 8)).toBe('M0.0,4.0 L10.0,4.0');
    expect(sparklinePath([2], 10, 8)).toBe('');
  });
});

describe('movePct', () => {
  it.each([
    [-12.345, '−12.3%'],
    [8, '+8.0%'],
    [0, '0.0%'],
  ])('should write %s as %s', (value, text) => {
    expect(movePct(value)).toBe(text);
  });
});
