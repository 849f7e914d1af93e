// Types of hand-snapshot.mjs for the TypeScript specs that rewrite the feed file.
export interface HandRace {
  extRaceId: string;
  venue: string;
  number: number;
  startTime: string;
  runners: {
    name: string;
    prices: { bookmaker: string; win: number | null }[];
  }[];
}
export const RANDWICK: { extRaceId: string; venue: string; number: number };
export const MEADOWS: { extRaceId: string; venue: string; number: number };
export function handSnapshot(now?: number): {
  generatedAt: string;
  races: HandRace[];
};
