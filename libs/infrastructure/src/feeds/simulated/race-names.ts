import type { RaceCode } from '@overlay/domain';
import type { SeededRandom } from './seeded-random';
import type { VenueTier } from './venue';

// Race names in the style of AU/NZ racecards: a sponsor, a class, a race type.

const SPONSORS = [
  'Sportsbet',
  'TAB',
  'Ladbrokes',
  'Neds',
  'PointsBet',
  'Schweppes',
  'XXXX Gold',
  'Furphy',
  'Inglis',
  'Magic Millions',
  'Hyland Race Colours',
  'Aquis',
  'Budget Plant Hire',
  'Kia',
  'Carlton Draught',
  'Seppelt Wines',
  'Coolmore',
  'Godolphin',
  'Arrowfield',
  'Darley',
  'Racing.com',
  'Sky Racing',
  'Rich Hill Estate',
  'Harvey Norman',
  'Mitchell Tyres',
] as const;

const TB_CLASSES: Record<VenueTier, readonly string[]> = {
  metro: [
    'Maiden Plate',
    'Benchmark 78 Handicap',
    'Benchmark 84 Handicap',
    '3YO Handicap',
    'Fillies & Mares Handicap',
    'Listed Stakes',
    'Group 3 Stakes',
    'Group 2 Stakes',
    'Group 1 Cup',
    'Open Handicap',
    'Class 3 Handicap',
  ],
  provincial: [
    'Maiden Plate',
    'Benchmark 64 Handicap',
    'Benchmark 70 Handicap',
    'Class 2 Handicap',
    'Class 3 Handicap',
    'Fillies & Mares Benchmark 64',
    '2YO Plate',
    'Cup',
  ],
  country: [
    'Maiden Plate',
    'Class 1 Handicap',
    'Benchmark 58 Handicap',
    'Class 2 Handicap',
    'Benchmark 50 Handicap',
    'Country Cup',
    'Highweight Handicap',
  ],
};

const GR_CLASSES = [
  'Maiden',
  'Grade 5',
  'Grade 6',
  'Grade 7',
  'Mixed 4/5',
  'Mixed 6/7',
  'Free For All',
  'Restricted Win',
  'Novice',
  'Masters',
  'Heat',
  'Final',
] as const;

const HR_CLASSES = [
  'Maiden Pace',
  'NR 50-55 Pace',
  'NR 56-60 Pace',
  'Mobile Pace',
  'C0 Pace',
  'C1 Pace',
  '3YO Pace',
  '2YO Pace',
  'Trotters Mobile',
  'Trotters Handicap',
  'Fillies & Mares Pace',
  'Open Pace',
] as const;

const GR_DISTANCES = [
  300, 342, 400, 457, 515, 520, 525, 595, 600, 715,
] as const;

/** A race name such as `Ladbrokes Benchmark 64 Handicap` or `Sportsbet Grade 5 (515m)`. */
export function raceName(
  code: RaceCode,
  tier: VenueTier,
  venueName: string,
  raceNumber: number,
  random: SeededRandom,
): string {
  const sponsor = random.pick(SPONSORS);
  if (code === 'GR')
    return `${sponsor} ${random.pick(GR_CLASSES)} (${random.pick(GR_DISTANCES)}m)`;
  if (code === 'HR') return `${sponsor} ${random.pick(HR_CLASSES)}`;
  const raceClass = random.pick(TB_CLASSES[tier]);
  // Cups are named after the track, as they are on a real card.
  if (raceClass.endsWith('Cup')) return `${venueName} ${raceClass}`;
  if (raceNumber === 1 && tier !== 'metro') return `${sponsor} Maiden Plate`;
  return `${sponsor} ${raceClass}`;
}
