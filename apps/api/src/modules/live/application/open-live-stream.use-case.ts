import { Injectable } from '@nestjs/common';
import { raceNotFound } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import type { ViewerContext } from '../../valuation';
import { LiveRaceSource } from './live-race-source';
import { parseLiveStreamParams } from './live-stream-params';
import type { LiveStreamParams, LiveStreamQueryValues } from './live-stream-params';

/** What a live stream starts from: the checked parameters, the race and the viewer's engine context. */
export interface LiveStreamStart {
  params: LiveStreamParams;
  race: RaceMarket;
  viewer: ViewerContext;
}

/**
 * `GET /api/live/race/:extRaceId`: checks the parameters (400) and the race (404) before a byte of
 * the stream is written; the controller then hands the response to the hub (`http/live-race-hub`):
 * `connected` at once, ticks at the interval, a last tick and the end when the race closes.
 */
@Injectable()
export class OpenLiveStreamUseCase {
  constructor(private readonly source: LiveRaceSource) {}

  async execute(extRaceId: string, query: LiveStreamQueryValues, userId: string): Promise<LiveStreamStart> {
    const params = parseLiveStreamParams(query, await this.source.activeBookmakers(userId));
    const valued = await this.source.load(extRaceId, userId);
    if (!valued) throw raceNotFound(extRaceId);
    return { params, race: valued.race, viewer: valued.viewer };
  }
}
