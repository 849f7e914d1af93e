import { expectedProfit, matchedBetLocked } from '@overlay/domain';
import type { Bet, BetFilter, BetView, PromoType, RaceCode } from '@overlay/domain';
import type { BetFilterRequestDto } from '../dto/bet-filter.request.dto';

export function toBetJson(bet: Bet): BetView {
  return {
    id: bet.id,
    placedAt: bet.placedAt,
    extRaceId: bet.extRaceId,
    venue: bet.venue,
    raceNumber: bet.raceNumber,
    raceCode: bet.raceCode,
    startTime: bet.startTime,
    startTimeLocal: bet.startTimeLocal ?? null,
    runnerNumber: bet.runnerNumber,
    runnerName: bet.runnerName,
    bookmaker: bet.bookmaker,
    price: bet.price,
    stake: bet.stake,
    promoId: bet.promoId,
    promoType: bet.promoType,
    promoLabel: bet.promoLabel,
    boostId: bet.boostId,
    boostType: bet.boostType,
    boostedFrom: bet.boostedFrom ?? null,
    legs: bet.legs,
    retention: bet.retention,
    retentionOrigin: bet.retentionOrigin,
    notes: bet.notes,
    evAtPlacement: bet.evAtPlacement,
    fairPriceAtPlacement: bet.fairPriceAtPlacement,
    closingPrice: bet.closingPrice,
    closingFairPrice: bet.closingFairPrice,
    clv: bet.clv,
    result: bet.result,
    payout: bet.payout,
    profit: bet.profit,
    expectedProfit: Math.round(expectedProfit(bet) * 100) / 100,
    settledAt: bet.settledAt,
    lay: bet.lay,
    layProfit: bet.layProfit,
    lockedResult: bet.lay === null ? null : matchedBetLocked(bet, bet.lay, bet.promoTerms),
  };
}

/** The query DTO as the domain filter (validated values only). */
export function toBetFilter(dto: BetFilterRequestDto): BetFilter {
  const filter: BetFilter = {};
  if (dto.from !== undefined) filter.from = dto.from;
  if (dto.to !== undefined) filter.to = dto.to;
  if (dto.bookmaker !== undefined && dto.bookmaker.trim() !== '') filter.bookmaker = dto.bookmaker.trim();
  if (dto.code !== undefined) filter.code = dto.code as RaceCode;
  if (dto.promoType !== undefined) filter.promoType = dto.promoType as PromoType;
  return filter;
}
