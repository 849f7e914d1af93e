import { bookmakerColour } from '@overlay/domain';
import { darkenToContrast, withLightness } from '../../../lib/theme/contrast';

const tagStyles = new Map<string, { marginInlineEnd: 0; color: string }>();

/**
 * The bookmaker tag's style. Its colour is the domain's one rule (bookmakerColour: the brand's,
 * else one derived from the name; the api's catalogue reply carries the same), drawn on antd's
 * pale tint of it (lightness 95 %), its text darkened, same hue, until it reads at 4.5:1 there
 * (docs/architecture.md §6).
 */
export function bookmakerTagStyle(name: string): { marginInlineEnd: 0; color: string } {
  let style = tagStyles.get(name);
  if (!style) {
    const color = bookmakerColour(name);
    style = { marginInlineEnd: 0, color: darkenToContrast(color, withLightness(color, 0.95)) };
    tagStyles.set(name, style);
  }
  return style;
}
