import { fallbackPlacesPaid } from './race';

describe('fallbackPlacesPaid', () => {
  it.each([
    [16, 3],
    [8, 3],
    [7, 2],
    [5, 2],
    [4, 0],
    [0, 0],
  ])('should pay %p active runners %p places', (n, k) => {
    expect(fallbackPlacesPaid(n)).toBe(k);
  });
});
