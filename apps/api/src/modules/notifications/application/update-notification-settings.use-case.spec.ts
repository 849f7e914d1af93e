import { answeredStatus, rejectionOf } from '../../../../test/support/answered-status';
import { InMemoryNotificationSettings } from '../../../../test/support/in-memory-accounts';
import { GetNotificationSettingsUseCase } from './get-notification-settings.use-case';
import { UpdateNotificationSettingsUseCase } from './update-notification-settings.use-case';

describe('Unit', () => {
  describe('UpdateNotificationSettingsUseCase', () => {
    let store: InMemoryNotificationSettings;
    let get: GetNotificationSettingsUseCase;
    let update: UpdateNotificationSettingsUseCase;

    beforeEach(() => {
      store = new InMemoryNotificationSettings();
      get = new GetNotificationSettingsUseCase(store);
      update = new UpdateNotificationSettingsUseCase(store, get);
    });

    describe('execute', () => {
      it('should start from the defaults and keep what is not sent', async () => {
        await expect(get.execute('u1')).resolves.toEqual({ enabled: false, threshold: 10, sound: true });
        await expect(update.execute('u1', { threshold: 20 })).resolves.toEqual({
          enabled: false,
          threshold: 20,
          sound: true,
        });
        await expect(update.execute('u1', { enabled: true })).resolves.toEqual({
          enabled: true,
          threshold: 20,
          sound: true,
        });
      });

      it.each([-1, 51, 2.5, Number.NaN])('should refuse threshold %p with 400', async (threshold) => {
        const error = await rejectionOf(update.execute('u1', { threshold }));
        expect(error).toMatchObject({ code: 'THRESHOLD_RANGE' });
        expect(answeredStatus(error)).toBe(400);
        expect(store.rows.size).toBe(0);
      });
    });
  });
});
