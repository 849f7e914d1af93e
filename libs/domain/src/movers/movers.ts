import type { RaceCode } from '../racing/race-code';

/** The windows `GET /api/movers?window=` offers, in minutes. */
export const MOVERS_WINDOWS = [5, 15, 60] as const;
export type MoversWindow = (typeof MOVERS_WINDOWS)[number];
/** The window when the call names none. */
export const DEFAULT_MOVERS_WINDOW: MoversWindow = 15;
/** Runners listed per side (firming, drifting). */
export const MOVERS_PER_SIDE = 10;
/**
 * Runners whose fair price is above this at either end of the window are not ranked: below 1 %
 * a devig (MPTO takes the same margin share off every runner) swings the price by tens of per
 * cent on a one-tick move of the book, and those swings would crowd out the real moves.
 */
export const MOVERS_MAX_FAIR_PRICE = 100;
/** Points of a mover's sparkline at most. */
export const MOVERS_SPARKLINE_POINTS = 20;
/**
 * A move counts when at least this many books moved their own price the same way over the window
 * (`GET /api/movers?books=`): a firming or drifting market, not one book's blip.
 */
export const DEFAULT_MOVERS_MIN_BOOKS = 3;
/** The most `books=` accepts (the largest fields are priced by about 17 books). */
export const MOVERS_MAX_MIN_BOOKS = 20;

/**
 * A runner whose fair price moved over the window. Moves are `(to / from − 1) × 100` on the PRICE:
 * a firming runner (price shortened, money for it) has a negative move, a drifter a positive one.
 */
export interface Mover {
  extRaceId: string;
  venue: string;
  raceNumber: number;
  raceCode: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  runnerNumber: number;
  runnerName: string;
  /** Fair win price at the window's start (or when the race was first priced inside it). */
  fairFrom: number;
  /** Fair win price now. */
  fairTo: number;
  fairMovePct: number;
  /** Best bookmaker win price then and now, and the book offering it now. */
  bestPriceFrom: number;
  bestPriceTo: number;
  bestBookmaker: string;
  bestMovePct: number;
  /** Books whose own (pre-boost) win price moved the same way as the fair price over the window. */
  booksMoved: number;
  /** Fair prices over the window, evenly spaced in time, oldest first (at most 20). */
  sparkline: number[];
}

/** `GET /api/movers` reply. */
export interface MoversResponse {
  window: MoversWindow;
  /** The fewest books that moved the same way for a move to count. */
  minBooks: number;
  /** ISO-8601 UTC of the computation. */
  generatedAt: string;
  /** Shortened the most first. */
  firming: Mover[];
  /** Lengthened the most first. */
  drifting: Mover[];
}

export function isMoversWindow(value: number): value is MoversWindow {
  return (MOVERS_WINDOWS as readonly number[]).includes(value);
}
