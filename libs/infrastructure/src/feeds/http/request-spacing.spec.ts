import { RequestSpacing } from './request-spacing';

describe('Unit', () => {
  describe('RequestSpacing', () => {
    it('should let the first request go at once and space the next ones by the gap', async () => {
      let clock = 1000;
      const sleeps: number[] = [];
      const spacing = new RequestSpacing(250, () => clock, async (ms) => void sleeps.push(ms));
      await Promise.all([spacing.wait(), spacing.wait(), spacing.wait()]);
      expect(sleeps).toEqual([250, 500]);
      clock += 2000;
      await spacing.wait();
      expect(sleeps).toEqual([250, 500]);
    });
  });
});
