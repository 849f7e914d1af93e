import type { LiveRow, RaceMarket } from '@overlay/domain';
import { buildLiveRows, EngineError } from '@overlay/ev-engine';
import type { EngineContext } from '@overlay/ev-engine';

/** The engine's live rows of one race for one context and retention, or why there are none. */
export interface LiveComputation {
  rows: readonly LiveRow[];
  /** The engine's reason when the race cannot be valued, else null. */
  unvalued: string | null;
}

interface Kept extends LiveComputation {
  updatedAt: string;
  state: string;
  context: EngineContext;
}

/**
 * Live rows of one race, computed once per market content (the race's `updatedAt` moves with
 * every stored change), engine context and retention, and shared by every viewer and interval
 * of that race on this instance. `count` says how many times the engine ran: the shared
 * computation's test reads it.
 */
export class LiveRowsComputation {
  private readonly kept = new Map<string, Kept>();
  private readonly withRetention = new WeakMap<EngineContext, Map<number, EngineContext>>();
  count = 0;

  rows(race: RaceMarket, context: EngineContext, contextKey: string, retention: number | null): LiveComputation {
    const key = `${contextKey}|${retention ?? '-'}`;
    const kept = this.kept.get(key);
    if (kept && kept.updatedAt === race.updatedAt && kept.state === race.state && kept.context === context) return kept;
    this.count += 1;
    const fresh: Kept = { ...compute(race, this.contextFor(context, retention)), updatedAt: race.updatedAt, state: race.state, context };
    this.kept.set(key, fresh);
    return fresh;
  }

  /** One derived context per (context, retention): the engine indexes a context once per object. */
  private contextFor(context: EngineContext, retention: number | null): EngineContext {
    if (retention === null) return context;
    let byRetention = this.withRetention.get(context);
    if (!byRetention) this.withRetention.set(context, (byRetention = new Map()));
    let derived = byRetention.get(retention);
    if (!derived) byRetention.set(retention, (derived = { ...context, retentionOverride: retention }));
    return derived;
  }
}

function compute(race: RaceMarket, context: EngineContext): LiveComputation {
  try {
    return { rows: buildLiveRows(race, context), unvalued: null };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return { rows: [], unvalued: error.message };
  }
}
