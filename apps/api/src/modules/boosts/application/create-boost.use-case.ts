import { Injectable } from '@nestjs/common';
import {
  BOOST_FORM,
  BOOST_LEGS,
  BoostError,
  BoostRepository,
  isMultiLegBoostType,
  TransactionRunner,
  validateBoostDraft,
} from '@overlay/domain';
import type { Boost, BoostLeg, BoostType, User } from '@overlay/domain';
import { BoostChangesPublisher } from './boost-changes.publisher';
import { BoostTargets } from './boost-targets';

export interface BoostInput {
  bookmaker?: string | null;
  boostType?: string | null;
  raceExtId?: string | null;
  runnerExtId?: string | null;
  boostedOdds?: number | null;
  isActive?: boolean;
  notes?: string | null;
  kPlaces?: number | null;
  /** Any-Of Win: runners of the boost's race; parlay: one runner per race. */
  legs?: BoostLeg[];
}

/** POST /api/boosts: a Top-2, win, Any-Of Win or cross-race parlay boost (docs/product.md §5 Top-2 rules). */
@Injectable()
export class CreateBoostUseCase {
  constructor(
    private readonly targets: BoostTargets,
    private readonly boosts: BoostRepository,
    private readonly publisher: BoostChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(input: BoostInput, actor: User): Promise<Boost> {
    const type = (input.boostType ?? 'FIXED_PLACE_K2') as BoostType;
    const legs = isMultiLegBoostType(type) ? this.legsOf(type, input) : [];
    const first = legs[0];
    const draft = {
      ...input,
      boostType: type,
      raceExtId: first?.raceExtId ?? input.raceExtId,
      runnerExtId: first?.runnerExtId ?? input.runnerExtId,
    };
    const broken = validateBoostDraft(draft);
    const { raceExtId, runnerExtId, boostedOdds } = draft;
    if (broken || !raceExtId || !runnerExtId || boostedOdds == null) {
      throw new BoostError(broken ?? 'BOOST_FIELDS_REQUIRED');
    }
    const bookmaker = await this.targets.bookmaker(draft.bookmaker ?? '');
    for (const leg of legs.length > 0 ? legs : [{ raceExtId, runnerExtId }]) {
      await this.targets.openRunner(leg.raceExtId, leg.runnerExtId);
    }
    const stored = {
      bookmaker,
      boostType: type,
      raceExtId,
      runnerExtId,
      boostedOdds,
      isActive: input.isActive ?? BOOST_FORM.defaultIsActive,
      notes: input.notes?.trim() || null,
      kPlaces:
        type === 'FIXED_PLACE_K2'
          ? (input.kPlaces ?? BOOST_FORM.top2K)
          : (input.kPlaces ?? null),
      createdBy: actor.id,
      ...(legs.length > 0 ? { legs } : {}),
    };
    // The boost, its audit row and its event commit together.
    return this.transactions.run(async (tx) => {
      const boost = await this.boosts.create(stored, tx);
      await this.publisher.boost('created', boost, actor.id, tx);
      return boost;
    });
  }

  /** Any-Of legs default to the boost's race; legs must be distinct (runners, or races for a parlay). */
  private legsOf(type: BoostType, input: BoostInput): BoostLeg[] {
    const legs = (input.legs ?? []).map((leg) => ({
      raceExtId: leg.raceExtId || (input.raceExtId ?? ''),
      runnerExtId: leg.runnerExtId,
    }));
    const anyOf = type === 'ANY_OF_WIN';
    const distinct =
      new Set(legs.map((leg) => (anyOf ? leg.runnerExtId : leg.raceExtId)))
        .size === legs.length;
    const oneRace = new Set(legs.map((leg) => leg.raceExtId)).size === 1;
    const sized =
      legs.length >= BOOST_LEGS.min && legs.length <= BOOST_LEGS.max;
    if (!sized || !distinct || (anyOf && !oneRace))
      throw new BoostError(anyOf ? 'BOOST_ANY_OF_LEGS' : 'BOOST_PARLAY_LEGS');
    return legs;
  }
}
