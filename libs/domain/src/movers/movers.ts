import type { RaceCode } from '../racing/race-code';

/** The windows `GET /api/movers?window=` offers, in minutes. */
export const MOVERS_WINDOWS = [5, 15, 60] as const;
export type MoversWindow = (typeof MOVERS_WINDOWS)[number];
/** The window when the call names none. */
export const DEFAULT_MOVERS_WINDOW: MoversWindow = 15;
/** Runners listed per side (firming, drifting). */
export const MOVERS_PER_SIDE = 10;
/** Points of a mover's sparkline at most. */
export const MOVERS_SPARKLINE_POINTS = 20;

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
  /** Fair prices over the window, evenly spaced in time, oldest first (at most 20). */
  sparkline: number[];
}

/** `GET /api/movers` reply. */
export interface MoversResponse {
  window: MoversWindow;
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
