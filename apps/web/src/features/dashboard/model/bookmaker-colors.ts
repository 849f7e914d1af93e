import { darkenToContrast, withLightness } from '../../../lib/theme/contrast';

/** Brand colours of the bookmaker badges; others get a stable colour from their name. */
const BRAND: Record<string, string> = {
  TAB: '#00843d',
  'TAB NZ': '#00843d',
  Sportsbet: '#0b57a4',
  Ladbrokes: '#e01b22',
  Neds: '#f26722',
  PointsBet: '#ed1c24',
  Betr: '#6a1b9a',
  Palmerbet: '#1e88e5',
  PlayUp: '#00b2a9',
  Dabble: '#7c3aed',
  BetRight: '#d32f2f',
  TabTouch: '#ffb300',
  Boombet: '#ef6c00',
  BetNation: '#3949ab',
  Crossbet: '#455a64',
  BetM: '#2e7d32',
  Chasebet: '#c2185b',
};
const FALLBACK = ['magenta', 'volcano', 'gold', 'cyan', 'geekblue', 'lime'];

export function bookmakerColor(name: string): string {
  const brand = BRAND[name];
  if (brand) return brand;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK[hash % FALLBACK.length];
}

const tagStyles = new Map<string, { marginInlineEnd: 0; color?: string }>();

/**
 * The bookmaker tag's style: a brand colour is drawn on antd's pale tint of it (lightness 95 %),
 * and its text darkened, same hue, until it reads at 4.5:1 there (docs/architecture.md §6).
 * Preset fallbacks get their text shade from the theme.
 */
export function bookmakerTagStyle(name: string): { marginInlineEnd: 0; color?: string } {
  let style = tagStyles.get(name);
  if (!style) {
    const color = bookmakerColor(name);
    style = color.startsWith('#')
      ? { marginInlineEnd: 0, color: darkenToContrast(color, withLightness(color, 0.95)) }
      : { marginInlineEnd: 0 };
    tagStyles.set(name, style);
  }
  return style;
}
