import type {
  ActiveBookmakersResponse,
  BettingSettings,
  CatalogueSource,
} from '@overlay/contracts';
import { BETTING_SETTINGS_DEFAULTS, bookmakerColour } from '@overlay/domain';
import type { MockReply } from './mock-api';

/**
 * Replies the mocks answer as the api does, typed by libs/contracts so a field the api always
 * sends cannot be left out (the web reads these replies as they are).
 */
export function reply<T>(body: T): MockReply & { body: T } {
  return { body };
}

/** `GET /api/bookmakers/active` with these bookmakers switched on and no other source. */
export function activeBookmakersReply(
  bookmakers: string[],
): MockReply & { body: ActiveBookmakersResponse } {
  const sources = bookmakers.map(
    (name): CatalogueSource => ({ name, kind: 'bookmaker', colour: bookmakerColour(name) }),
  );
  return reply<ActiveBookmakersResponse>({ bookmakers, sources });
}

/** `GET /api/users/me/betting`: the defaults with the given fields changed. */
export function bettingSettingsReply(
  changed: Partial<BettingSettings> = {},
): MockReply & { body: BettingSettings } {
  return reply<BettingSettings>({ ...BETTING_SETTINGS_DEFAULTS, ...changed });
}
