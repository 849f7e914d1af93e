import { normaliseName } from '../common/visible-text';
import { DomainError } from '../common/domain-error';
import { BOOST_FORM, isBoostType } from './boost';

export type BoostErrorCode =
  | 'BOOST_FIELDS_REQUIRED'
  | 'BOOST_ODDS_INVALID'
  | 'BOOST_BET_BOOSTS_REQUIRED'
  | 'BOOST_TYPE_INVALID'
  | 'BOOST_NOT_FOUND'
  | 'BOOKMAKER_NAME_REQUIRED'
  | 'BOOKMAKER_UNKNOWN'
  | 'BOOKMAKER_SWITCHED_OFF'
  | 'BOOKMAKER_NAME_LOOKS_TAKEN'
  | 'BOOST_ANY_OF_LEGS'
  | 'BOOST_PARLAY_LEGS'
  | 'BOOST_TOP2_PLACES'
  | 'BOOST_RACE_UNKNOWN'
  | 'BOOST_RUNNER_UNKNOWN'
  | 'BOOST_RACE_CLOSED';

/** User-facing messages; the first three are the spec's texts (§5). */
export const BOOST_ERROR_MESSAGES: Record<BoostErrorCode, string> = {
  BOOST_FIELDS_REQUIRED: 'Please fill in all required fields',
  BOOST_ODDS_INVALID: 'Boosted odds must be greater than 1.00',
  BOOST_BET_BOOSTS_REQUIRED:
    'Please select a bookmaker and add at least one boost',
  BOOST_TYPE_INVALID:
    'Boost type must be FIXED_WIN, FIXED_PLACE_K2, ANY_OF_WIN or PARLAY_ALL_WIN',
  BOOST_NOT_FOUND: 'Boost not found',
  BOOKMAKER_NAME_REQUIRED: 'Bookmaker name must not be empty',
  BOOKMAKER_UNKNOWN: 'Unknown bookmaker',
  BOOKMAKER_SWITCHED_OFF: 'That bookmaker is switched off: an admin can switch it on in the Admin Panel',
  BOOKMAKER_NAME_LOOKS_TAKEN: 'That name looks like a bookmaker that exists already',
  BOOST_ANY_OF_LEGS: 'An Any-Of Win boost needs 2 to 4 different runners of one race',
  BOOST_PARLAY_LEGS: 'A parlay boost needs 2 to 4 legs, each in a different race',
  BOOST_TOP2_PLACES: 'A Top-2 boost pays on the first 2 places: kPlaces must be 2',
  BOOST_RACE_UNKNOWN: 'Unknown race',
  BOOST_RUNNER_UNKNOWN: 'Unknown runner',
  BOOST_RACE_CLOSED: 'That race has already started',
};

export class BoostError extends DomainError<BoostErrorCode> {
  constructor(
    code: BoostErrorCode,
    message: string = BOOST_ERROR_MESSAGES[code],
  ) {
    super(code, message);
  }
}

export interface BoostDraft {
  bookmaker?: string | null;
  boostType?: string | null;
  raceExtId?: string | null;
  runnerExtId?: string | null;
  boostedOdds?: number | null;
  kPlaces?: number | null;
}

/** First broken rule of a boost draft (Top-2 form and POST /api/boosts), or null when valid. */
export function validateBoostDraft(draft: BoostDraft): BoostErrorCode | null {
  const blank = (s: string | null | undefined): boolean =>
    s == null || s.trim() === '';
  if (
    blank(draft.bookmaker) ||
    blank(draft.raceExtId) ||
    blank(draft.runnerExtId) ||
    draft.boostedOdds == null
  ) {
    return 'BOOST_FIELDS_REQUIRED';
  }
  if (draft.boostType != null && !isBoostType(draft.boostType))
    return 'BOOST_TYPE_INVALID';
  if (!Number.isFinite(draft.boostedOdds) || draft.boostedOdds <= 1)
    return 'BOOST_ODDS_INVALID';
  // FIXED_PLACE_K2 is the Top-2 boost: its k is 2 by name (left out, it is 2).
  if ((draft.boostType ?? 'FIXED_PLACE_K2') === 'FIXED_PLACE_K2' && draft.kPlaces != null && draft.kPlaces !== BOOST_FORM.top2K)
    return 'BOOST_TOP2_PLACES';
  return null;
}

/** A custom bookmaker name: NFKC-normalised, trimmed, non-empty (docs/product.md §5); null when blank. */
export function normaliseCustomBookmakerName(name: string): string | null {
  const normalised = normaliseName(name);
  return normalised === '' ? null : normalised;
}
