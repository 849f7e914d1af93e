import { createECDH } from 'node:crypto';
import { loadAppConfig } from '../../../config/app-config';
import { ImmediateTransactionRunner } from '../../../../test/support/in-memory-accounts';
import { InMemoryAlertChannels } from '../../../../test/support/in-memory-alert-channels';
import type { ChannelFixed } from './channel-fixed';
import { SavePushSubscriptionUseCase } from './save-push-subscription.use-case';

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
};
const AUTH = Buffer.alloc(16, 7).toString('base64url');

describe('Unit', () => {
  describe('SavePushSubscriptionUseCase', () => {
    const setUp = (env: Record<string, string> = {}) => {
      const channels = new InMemoryAlertChannels();
      return {
        channels,
        save: new SavePushSubscriptionUseCase(
          channels,
          loadAppConfig(env),
          { released: async () => undefined } as unknown as ChannelFixed,
          new ImmediateTransactionRunner(),
        ),
      };
    };

    it('should keep five browsers per user and refuse a sixth', async () => {
      const { channels, save } = setUp();
      for (let i = 0; i < 5; i++)
        await save.execute('u1', {
          endpoint: `https://push.example/${i}`,
          p256dh: browserKey(),
          auth: AUTH,
        });
      await expect(
        save.execute('u1', {
          endpoint: 'https://push.example/6',
          p256dh: browserKey(),
          auth: AUTH,
        }),
      ).rejects.toMatchObject({
        code: 'PUSH_SUBSCRIPTION_LIMIT',
      });
      await expect(channels.pushSubscriptions('u1')).resolves.toHaveLength(5);
    });

    it.each([
      ['http://127.0.0.1/push', {}, 'PUSH_ENDPOINT_INVALID'],
      [
        'file:///etc/passwd',
        { PUSH_ALLOW_HTTP_ENDPOINTS: 'true' },
        'PUSH_ENDPOINT_INVALID',
      ],
    ])('should refuse the endpoint %s', async (endpoint, env, code) => {
      await expect(
        setUp(env).save.execute('u1', {
          endpoint,
          p256dh: browserKey(),
          auth: AUTH,
        }),
      ).rejects.toMatchObject({ code });
    });

    it('should take an http endpoint only with PUSH_ALLOW_HTTP_ENDPOINTS', async () => {
      const { channels, save } = setUp({ PUSH_ALLOW_HTTP_ENDPOINTS: 'true' });
      await save.execute('u1', {
        endpoint: 'http://127.0.0.1:9/push',
        p256dh: browserKey(),
        auth: AUTH,
      });
      await expect(channels.pushSubscriptions('u1')).resolves.toHaveLength(1);
    });

    it('should refuse keys no browser would give', async () => {
      const { save } = setUp();
      await expect(
        save.execute('u1', {
          endpoint: 'https://push.example/1',
          p256dh: AUTH,
          auth: AUTH,
        }),
      ).rejects.toMatchObject({
        code: 'PUSH_KEYS_INVALID',
      });
      // The shape of a point (65 bytes from 0x04) but not on the curve.
      const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
      await expect(
        save.execute('u1', { endpoint: 'https://push.example/1', p256dh: offCurve, auth: AUTH }),
      ).rejects.toMatchObject({ code: 'PUSH_KEYS_INVALID' });
    });

    it.each(['https://127.0.0.1:18997/p', 'https://192.0.2.2/push', 'https://10.0.0.8/p', 'https://[::1]/p', 'https://localhost/p'])(
      'should refuse an https endpoint inside the server\'s own networks (%s)',
      async (endpoint) => {
        const { channels, save } = setUp();
        await expect(save.execute('u1', { endpoint, p256dh: browserKey(), auth: AUTH })).rejects.toMatchObject({
          code: 'PUSH_ENDPOINT_REFUSED',
        });
        await expect(channels.pushSubscriptions('u1')).resolves.toHaveLength(0);
      },
    );
  });
});
