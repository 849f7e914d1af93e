import { BOOST_ERROR_MESSAGES, BOOST_FORM } from '@overlay/domain';

/** One runner's boost in a Fixed-Price Boosts draft, with what the review step shows. */
export interface DraftBoost {
  raceExtId: string;
  raceLabel: string;
  runnerExtId: string;
  runnerLabel: string;
  boostedOdds: number;
}

export interface BetBoostDraft {
  step: number;
  bookmaker: string;
  raceExtId: string;
  boosts: DraftBoost[];
}

export const EMPTY_DRAFT: BetBoostDraft = {
  step: 0,
  bookmaker: '',
  raceExtId: '',
  boosts: [],
};

/** Browser-storage key of the draft (docs/product.md §4: drafts are held locally until submitted). */
export const DRAFT_KEY = 'overlay.betBoostDraft';

export function loadDraft(storage: Storage = localStorage): BetBoostDraft {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<BetBoostDraft>;
    return {
      step: typeof parsed.step === 'number' ? parsed.step : 0,
      bookmaker: typeof parsed.bookmaker === 'string' ? parsed.bookmaker : '',
      raceExtId: typeof parsed.raceExtId === 'string' ? parsed.raceExtId : '',
      boosts: Array.isArray(parsed.boosts) ? parsed.boosts : [],
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: BetBoostDraft, storage: Storage = localStorage): void {
  storage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(storage: Storage = localStorage): void {
  storage.removeItem(DRAFT_KEY);
}

/** Adds a runner at the default odds of 3 (docs/product.md §5), once. */
export function addRunner(
  boosts: readonly DraftBoost[],
  runner: Omit<DraftBoost, 'boostedOdds'>,
): DraftBoost[] {
  if (boosts.some((b) => b.runnerExtId === runner.runnerExtId && b.raceExtId === runner.raceExtId))
    return [...boosts];
  return [...boosts, { ...runner, boostedOdds: BOOST_FORM.defaultBoostedOdds }];
}

/** docs/product.md §5 "Bet boosts": a bookmaker and at least one boost. */
export function betBoostError(draft: BetBoostDraft): string | null {
  return draft.bookmaker.trim() === '' || draft.boosts.length === 0
    ? BOOST_ERROR_MESSAGES.BOOST_BET_BOOSTS_REQUIRED
    : null;
}

/** docs/product.md §2: /?race_id={id}&bookmakers={bookmaker}&within_minutes=1440&min_total_ev=-50. */
export function dashboardLink(raceId: string, bookmaker: string): string {
  return `/?race_id=${encodeURIComponent(raceId)}&bookmakers=${encodeURIComponent(bookmaker)}&within_minutes=1440&min_total_ev=-50`;
}
