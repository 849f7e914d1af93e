import { Injectable } from '@nestjs/common';
import {
  MarketDataRepository,
  PromoError,
  resolvePromoText,
} from '@overlay/domain';
import type { PromoTextResolution, RaceCode } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

export interface ResolvePromoTextInput {
  text: string;
  withinMinutes: number;
  codes: RaceCode[];
  minRunners: number;
}

// Races that jumped in the last few hours stay candidates, so "R1" after the jump warns
// "already started" instead of "no such race".
const LOOK_BACK_MS = 6 * 60 * 60 * 1000;

/** POST /api/promos/resolve-text: what a bookmaker published → races, with a warning per miss. */
@Injectable()
export class ResolvePromoTextUseCase {
  constructor(
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ResolvePromoTextInput): Promise<PromoTextResolution> {
    if (input.text.trim() === '') throw new PromoError('PROMO_TEXT_REQUIRED');
    const now = this.clock.now();
    // Read a day beyond the window, so a race just past it is named as such, not as missing.
    const to = new Date(
      now.getTime() + (input.withinMinutes + 24 * 60) * 60_000,
    );
    const listings = await this.markets.findRaces({
      from: new Date(now.getTime() - LOOK_BACK_MS),
      to,
    });
    const races = listings.map((race) => ({
      extRaceId: race.extRaceId,
      venue: race.venue,
      code: race.code,
      number: race.number,
      startTime: race.startTime,
      state: race.state,
      runnersCount: race.activeRunners,
    }));
    return resolvePromoText(input.text, races, { now, ...input });
  }
}
