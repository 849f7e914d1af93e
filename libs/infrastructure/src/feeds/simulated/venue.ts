import type { Country, RaceCode } from '@overlay/domain';

/** Australian state or NZ, as Betwatch spells meeting locations; it also fixes the time zone. */
export type VenueRegion =
  'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT' | 'NZL';

/** Metro tracks draw the biggest fields, the most books and the deepest exchange markets. */
export type VenueTier = 'metro' | 'provincial' | 'country';

export interface Venue {
  /** Slug used in race ids; greyhound and harness ids carry a code suffix (shared tracks). */
  id: string;
  name: string;
  code: RaceCode;
  country: Country;
  region: VenueRegion;
  tier: VenueTier;
  /** Relative chance of racing on a given day. */
  weight: number;
  /** At most one venue of a group races per day (one Melbourne metro meeting, say). */
  group?: string;
  /** Venue that races at night under lights. */
  lights?: boolean;
}

type VenueRow = [
  name: string,
  region: VenueRegion,
  tier: VenueTier,
  weight: number,
  extra?: string,
];

/**
 * Builds catalogue rows; `extra` is `group` or `group+lights` or `+lights`, kept terse because
 * the catalogue is a long table.
 */
export function venues(code: RaceCode, rows: readonly VenueRow[]): Venue[] {
  return rows.map(([name, region, tier, weight, extra]) => {
    const [group, lights] = (extra ?? '').split('+');
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      id: code === 'TB' ? slug : `${slug}-${code.toLowerCase()}`,
      name,
      code,
      country: region === 'NZL' ? 'NZ' : 'AU',
      region,
      tier,
      weight,
      ...(group ? { group } : {}),
      ...(lights !== undefined ? { lights: true } : {}),
    };
  });
}
