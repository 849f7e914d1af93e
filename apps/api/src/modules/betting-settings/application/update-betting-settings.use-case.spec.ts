import type { BettingSettings, BusLinkChange } from '@overlay/domain';
import {
  answeredStatus,
  rejectionOf,
} from '../../../../test/support/answered-status';
import { ImmediateTransactionRunner } from '../../../../test/support/in-memory-accounts';
import { InMemoryBettingSettings } from '../../../../test/support/in-memory-betting-settings';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { BettingSettingsService } from './betting-settings.service';
import { GetBettingSettingsUseCase } from './get-betting-settings.use-case';
import { UpdateBettingSettingsUseCase } from './update-betting-settings.use-case';

/** A bus that says it is linked to the other instances (the service caches only then). */
class LinkedBus extends RecordingEventBus {
  linked = true;

  override get isLinked(): boolean {
    return this.linked;
  }

  change(change: BusLinkChange): void {
    this.linked = change.connected;
    this.announce(change);
  }
}

const DEFAULTS: BettingSettings = {
  bankroll: 1000,
  kellyFraction: 0.25,
  maxStakePct: 0.05,
  fairMethod: 'default',
  commissionPct: 7,
  retentionSource: 'promo',
};

describe('Unit', () => {
  describe('UpdateBettingSettingsUseCase and BettingSettingsService', () => {
    let store: InMemoryBettingSettings;
    let bus: LinkedBus;
    let service: BettingSettingsService;
    let get: GetBettingSettingsUseCase;
    let update: UpdateBettingSettingsUseCase;

    beforeEach(() => {
      store = new InMemoryBettingSettings();
      bus = new LinkedBus();
      service = new BettingSettingsService(store, bus);
      get = new GetBettingSettingsUseCase(store);
      update = new UpdateBettingSettingsUseCase(store, get, service, bus, new ImmediateTransactionRunner());
    });

    it('should start from the defaults and keep what is not sent', async () => {
      await expect(get.execute('u1')).resolves.toEqual(DEFAULTS);
      await expect(update.execute('u1', { bankroll: 250 })).resolves.toEqual({
        ...DEFAULTS,
        bankroll: 250,
      });
      await expect(
        update.execute('u1', { kellyFraction: 0.5, fairMethod: 'shin' }),
      ).resolves.toEqual({
        ...DEFAULTS,
        bankroll: 250,
        kellyFraction: 0.5,
        fairMethod: 'shin',
      });
      expect(bus.published).toEqual([
        ['betting_settings_changed', { userId: 'u1' }],
        ['betting_settings_changed', { userId: 'u1' }],
      ]);
    });

    it.each([
      [{ bankroll: -1 }, 'BANKROLL_RANGE'],
      [{ bankroll: Number.POSITIVE_INFINITY }, 'BANKROLL_RANGE'],
      [{ kellyFraction: 0.04 }, 'KELLY_FRACTION_RANGE'],
      [{ kellyFraction: 1.01 }, 'KELLY_FRACTION_RANGE'],
      [{ maxStakePct: 0 }, 'MAX_STAKE_RANGE'],
      [{ maxStakePct: Number.NaN }, 'MAX_STAKE_RANGE'],
      [{ fairMethod: 'median' }, 'FAIR_PRICE_METHOD_INVALID'],
    ])(
      'should refuse %p with 400 %s and store nothing',
      async (patch, code) => {
        const error = await rejectionOf(update.execute('u1', patch as never));
        expect(error).toMatchObject({ code });
        expect(answeredStatus(error)).toBe(400);
        expect(store.rows.size).toBe(0);
        expect(bus.published).toEqual([]);
      },
    );

    it('should read a user once while cached and again after that user saves', async () => {
      await service.forUser('u1');
      await service.forUser('u1');
      await service.forUser('u2');
      expect(store.reads).toBe(2);
      await update.execute('u1', { maxStakePct: 0.1 });
      const reads = store.reads;
      await expect(service.forUser('u1')).resolves.toEqual({
        ...DEFAULTS,
        maxStakePct: 0.1,
      });
      await service.forUser('u2');
      expect(store.reads).toBe(reads + 1);
    });

    it('should drop a user when another instance says they saved', async () => {
      expect(service.peek('u1')).toBeUndefined();
      await service.forUser('u1');
      expect(service.peek('u1')).toMatchObject({ fairMethod: 'default' });
      store.rows.set('u1', { ...DEFAULTS, bankroll: 42, fairMethod: 'power' });
      bus.publish('betting_settings_changed', { userId: 'u1' });
      expect(service.peek('u1')).toBeUndefined();
      await expect(service.forUser('u1')).resolves.toMatchObject({
        bankroll: 42,
        fairMethod: 'power',
      });
    });

    it('should never store a read that was running when the settings changed', async () => {
      const running = service.forUser('u1');
      await update.execute('u1', { bankroll: 5 });
      await running;
      expect(service.peek('u1')).toBeUndefined();
      await expect(service.forUser('u1')).resolves.toMatchObject({
        bankroll: 5,
      });
      expect(service.peek('u1')).toMatchObject({ bankroll: 5 });
    });

    it('should read through while the bus is down and start afresh when it is back', async () => {
      await service.forUser('u1');
      bus.change({ connected: false });
      store.rows.set('u1', { ...DEFAULTS, bankroll: 7 });
      await expect(service.forUser('u1')).resolves.toMatchObject({
        bankroll: 7,
      });
      store.rows.set('u1', { ...DEFAULTS, bankroll: 8 });
      await expect(service.forUser('u1')).resolves.toMatchObject({
        bankroll: 8,
      });
      bus.change({ connected: true, reconnected: true });
      store.rows.set('u1', { ...DEFAULTS, bankroll: 9 });
      await expect(service.forUser('u1')).resolves.toMatchObject({
        bankroll: 9,
      });
    });
  });
});
