import type { CreateBoostBody } from '@overlay/contracts';
import { BOOST_ERROR_MESSAGES, BOOST_FORM, BOOST_LEGS, validateBoostDraft } from '@overlay/domain';
import type { BoostLeg, BoostType } from '@overlay/domain';

export interface BoostFormValues {
  boostType: Extract<BoostType, 'FIXED_PLACE_K2' | 'ANY_OF_WIN' | 'PARLAY_ALL_WIN'>;
  bookmaker: string;
  /** Top-2 and Any-Of: one race; a parlay takes each leg's own race. */
  legs: BoostLeg[];
  boostedOdds: number | null;
  isActive: boolean;
  notes: string;
}

/** Problem of a boost form as a toast: title (docs/product.md §8) and message (docs/product.md §5), or null. */
export function boostFormProblem(values: BoostFormValues): { title: string; message: string } | null {
  const first = values.legs[0];
  const code = validateBoostDraft({
    bookmaker: values.bookmaker,
    boostType: values.boostType,
    raceExtId: first?.raceExtId,
    runnerExtId: first?.runnerExtId,
    boostedOdds: values.boostedOdds,
  });
  if (code === 'BOOST_FIELDS_REQUIRED')
    return { title: 'Missing Fields', message: BOOST_ERROR_MESSAGES.BOOST_FIELDS_REQUIRED };
  if (code === 'BOOST_ODDS_INVALID')
    return { title: 'Invalid Odds', message: BOOST_ERROR_MESSAGES.BOOST_ODDS_INVALID };
  if (values.boostType !== 'FIXED_PLACE_K2') {
    const legs = values.legs.filter((l) => l.raceExtId && l.runnerExtId);
    const message =
      values.boostType === 'ANY_OF_WIN'
        ? BOOST_ERROR_MESSAGES.BOOST_ANY_OF_LEGS
        : BOOST_ERROR_MESSAGES.BOOST_PARLAY_LEGS;
    if (legs.length < BOOST_LEGS.min || legs.length > BOOST_LEGS.max)
      return { title: 'Validation error', message };
  }
  return null;
}

/** POST /api/boosts: Top-2 pays 2 places; Any-Of and parlays send their legs. */
export function toBoostBody(values: BoostFormValues): CreateBoostBody {
  const first = values.legs[0];
  const body: CreateBoostBody = {
    bookmaker: values.bookmaker.trim(),
    boostType: values.boostType,
    raceExtId: first.raceExtId,
    runnerExtId: first.runnerExtId,
    boostedOdds: values.boostedOdds ?? 0,
    isActive: values.isActive,
  };
  if (values.notes.trim() !== '') body.notes = values.notes.trim();
  if (values.boostType === 'FIXED_PLACE_K2') body.kPlaces = BOOST_FORM.top2K;
  else body.legs = values.legs.filter((l) => l.raceExtId && l.runnerExtId);
  return body;
}
