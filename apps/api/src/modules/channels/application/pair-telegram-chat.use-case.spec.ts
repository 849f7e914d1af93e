import { ImmediateTransactionRunner } from '../../../../test/support/in-memory-accounts';
import { InMemoryAlertChannels } from '../../../../test/support/in-memory-alert-channels';
import { TestClock } from '../../../../test/support/test-clock';
import type { ChannelFixed } from './channel-fixed';
import { PairTelegramChatUseCase } from './pair-telegram-chat.use-case';
import { pairingCodeHash } from './pairing-code';

describe('Unit', () => {
  describe('PairTelegramChatUseCase', () => {
    const setUp = () => {
      const channels = new InMemoryAlertChannels();
      const clock = new TestClock();
      const fixed = { released: jest.fn(async () => undefined) };
      return {
        channels,
        clock,
        fixed,
        pair: new PairTelegramChatUseCase(
          channels,
          clock,
          fixed as unknown as ChannelFixed,
          new ImmediateTransactionRunner(),
        ),
      };
    };

    it('should pair the chat with the code’s user once, storing only the code’s hash', async () => {
      const { channels, clock, pair, fixed } = setUp();
      await channels.savePairingCode(
        'u1',
        pairingCodeHash('good-code'),
        new Date(clock.now().getTime() + 60_000),
      );
      expect([...channels.codes.keys()]).toEqual([
        pairingCodeHash('good-code'),
      ]);
      await expect(pair.execute('good-code', '99')).resolves.toBe('u1');
      await expect(channels.telegramChat('u1')).resolves.toBe('99');
      // A new chat is the fix of one that refused: what was held for it goes now.
      expect(fixed.released).toHaveBeenCalledWith('u1', 'telegram', expect.anything());
      await expect(pair.execute('good-code', '100')).resolves.toBeNull();
      await expect(channels.telegramChat('u1')).resolves.toBe('99');
    });

    it('should refuse an expired code', async () => {
      const { channels, clock, pair } = setUp();
      await channels.savePairingCode(
        'u1',
        pairingCodeHash('late'),
        new Date(clock.now().getTime() + 60_000),
      );
      clock.advance(61_000);
      await expect(pair.execute('late', '99')).resolves.toBeNull();
      await expect(channels.telegramChat('u1')).resolves.toBeNull();
    });

    it.each(['', 'has space', 'x'.repeat(65), '<script>'])(
      'should refuse the malformed code %j without a look-up',
      async (code) => {
        const { channels, pair } = setUp();
        channels.codes.set(pairingCodeHash(code), {
          userId: 'u1',
          expiresAt: new Date(Date.now() + 60_000),
        });
        await expect(pair.execute(code, '99')).resolves.toBeNull();
      },
    );
  });
});
