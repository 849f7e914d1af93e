import { Injectable } from '@nestjs/common';
import { LruCache } from '../../../common/cache/lru-cache';
import { SingleFlight } from '../../../common/cache/single-flight';
import { Clock } from '../../../common/time/clock';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';

/** Replies kept, bounded by count and by body bytes (a 5000-row reply is about 4 MB). */
const REPLY_CACHE_ENTRIES = 200;
const REPLY_CACHE_BYTES = 200 * 1024 * 1024;

/**
 * Serialised opportunities replies by `<rows version>|<query key>`, while they are valid (until
 * `validUntilMs`): LRU of 200 replies or 200 MB of bodies. A reply is built once however many
 * requests ask for it together (single flight).
 */
@Injectable()
export class OpportunityReplyCache {
  private readonly replies = new LruCache<string, OpportunitiesReply>(
    REPLY_CACHE_ENTRIES,
    REPLY_CACHE_BYTES,
    (reply) => reply.body.length,
  );
  private readonly building = new SingleFlight<string, OpportunitiesReply>();

  constructor(private readonly clock: Clock) {}

  /** The reply under this key when it is still valid, else undefined. */
  get(key: string): OpportunitiesReply | undefined {
    const reply = this.replies.get(key);
    return reply !== undefined && this.clock.now().getTime() < reply.validUntilMs ? reply : undefined;
  }

  /** The valid reply under `key`, else `build`'s, stored under the key it names (once however many ask). */
  getOrBuild(key: string, build: () => Promise<{ key: string; reply: OpportunitiesReply }>): Promise<OpportunitiesReply> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    return this.building.run(key, async () => {
      const built = await build();
      this.replies.set(built.key, built.reply);
      return built.reply;
    });
  }
}
