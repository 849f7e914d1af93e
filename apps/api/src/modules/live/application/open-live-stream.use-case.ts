import { Injectable } from '@nestjs/common';
import { raceNotFound } from '@overlay/domain';
import type { SseIdentity } from '@overlay/infrastructure';
import type { ServerResponse } from 'node:http';
import { LiveRaceHub } from './live-race-hub';
import { LiveRaceSource } from './live-race-source';
import { parseLiveStreamParams } from './live-stream-params';

/**
 * `GET /api/live/race/:extRaceId`: checks the parameters (400) and the race (404) before a byte of
 * the stream is written, then hands the response to the hub: `connected` at once, ticks at the
 * interval, a last tick and the end when the race closes.
 */
@Injectable()
export class OpenLiveStreamUseCase {
  constructor(
    private readonly source: LiveRaceSource,
    private readonly hub: LiveRaceHub,
  ) {}

  async execute(extRaceId: string, query: Record<string, unknown>, identity: SseIdentity, res: ServerResponse): Promise<void> {
    const params = parseLiveStreamParams(query, await this.source.activeBookmakers(identity.userId));
    const valued = await this.source.load(extRaceId, identity.userId);
    if (!valued) throw raceNotFound(extRaceId);
    this.hub.connect(res, identity, params, valued.race, valued.viewer);
  }
}
