import { Clock } from '../../../common/time/clock';
import { GetAlertsUseCase } from './get-alerts.use-case';

class FixedClock extends Clock {
  now(): Date {
    return new Date('2026-11-21T10:00:00.000Z');
  }
}

describe('Unit', () => {
  describe('GetAlertsUseCase', () => {
    it('should answer for the viewer at the clock’s time', async () => {
      await expect(
        new GetAlertsUseCase(new FixedClock()).execute('u1'),
      ).resolves.toEqual({
        viewerId: 'u1',
        at: new Date('2026-11-21T10:00:00.000Z'),
      });
    });
  });
});
