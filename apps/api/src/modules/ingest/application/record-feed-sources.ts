import { Injectable, Logger } from '@nestjs/common';
import { BookmakerRepository, EventBus, sourcesOfSnapshot } from '@overlay/domain';
import type { MarketSnapshot, PriceSource, SourceKind } from '@overlay/domain';

/** A source already recorded is recorded again (its last-seen time) at most this often. */
const SEEN_EVERY_MS = 10 * 60_000;

/**
 * Keeps the source catalogue up with the feed (docs/feeds.md, "The source catalogue"): before a
 * snapshot or streamed batch is stored, every source it declares or prices is recorded, so a
 * book the product has never seen is a bookmaker everywhere by the time its rows are announced.
 * What was recorded is remembered, so a stream's batches (four a second) write nothing until a
 * source is new, changes kind, or is due a new last-seen time; a new one is announced
 * (`sources_changed`) and logged.
 */
@Injectable()
export class RecordFeedSources {
  private readonly logger = new Logger('SourceCatalogue');
  private readonly recorded = new Map<string, { kind: SourceKind; atMs: number }>();

  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly events: EventBus,
  ) {}

  async execute(snapshot: Pick<MarketSnapshot, 'races' | 'sources'>, at: Date): Promise<void> {
    const atMs = at.getTime();
    const due = sourcesOfSnapshot(snapshot).filter((source) => this.isDue(source, atMs));
    if (due.length === 0) return;
    const added = await this.bookmakers.recordSeen(due, at);
    for (const source of due) this.recorded.set(source.name.toLowerCase(), { kind: source.kind, atMs });
    if (added.length === 0) return;
    this.logger.log(`New price sources from the feed: ${added.join(', ')}`);
    this.events.publish('sources_changed', { at: at.toISOString() });
  }

  private isDue(source: PriceSource, atMs: number): boolean {
    const held = this.recorded.get(source.name.toLowerCase());
    return held === undefined || held.kind !== source.kind || atMs - held.atMs >= SEEN_EVERY_MS;
  }
}
