import type { Boost, BoostType, NewBoost } from '@overlay/domain';
import type { BoostOrmEntity } from '../entities/boost.orm-entity';

export function toBoost(entity: BoostOrmEntity): Boost {
  return {
    id: entity.id,
    bookmaker: entity.bookmaker,
    // The table's CHECK holds boost_type to the domain's values.
    boostType: entity.boostType as BoostType,
    raceExtId: entity.raceExtId,
    runnerExtId: entity.runnerExtId,
    boostedOdds: entity.boostedOdds,
    isActive: entity.isActive,
    notes: entity.notes,
    kPlaces: entity.kPlaces,
    createdBy: entity.createdBy,
  };
}

export function toBoostOrmEntity(boost: NewBoost): Omit<BoostOrmEntity, 'id' | 'createdAt'> {
  return {
    bookmaker: boost.bookmaker.trim(),
    boostType: boost.boostType,
    raceExtId: boost.raceExtId,
    runnerExtId: boost.runnerExtId,
    boostedOdds: boost.boostedOdds,
    isActive: boost.isActive,
    notes: boost.notes,
    kPlaces: boost.kPlaces,
    createdBy: boost.createdBy,
  };
}
