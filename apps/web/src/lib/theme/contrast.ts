/** WCAG 2.1 contrast arithmetic for the theme's colour choices (docs/architecture.md §6). */

type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (rgba) {
    const [r, g, b, a = '1'] = rgba[1].split(',');
    return { rgb: [Number(r), Number(g), Number(b)], alpha: Number(a) };
  }
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return {
    rgb: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb,
    alpha: 1,
  };
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The colour a (possibly translucent) foreground shows on an opaque background. */
function composite(foreground: string, background: string): Rgb {
  const fg = parse(foreground);
  const bg = parse(background).rgb;
  return fg.rgb.map((v, i) => v * fg.alpha + bg[i] * (1 - fg.alpha)) as Rgb;
}

/** Contrast ratio (1 to 21) of a foreground, possibly rgba(), on an opaque background. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(composite(foreground, background));
  const b = luminance(parse(background).rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The colour with its HSL lightness set (0 to 1), as #rrggbb. */
export function withLightness(color: string, lightness: number): string {
  const [r, g, b] = parse(color).rgb.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0)
    h =
      max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  const c = (1 - Math.abs(2 * lightness - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = lightness - c / 2;
  const sector = Math.floor(h / 60);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector % 6];
  return toHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/**
 * The colour, darkened towards black in small steps (hue kept) until it reaches `ratio` on the
 * background; unchanged when it already does.
 */
export function darkenToContrast(color: string, background: string, ratio = 4.5): string {
  const rgb = parse(color).rgb;
  for (let k = 0; k <= 1; k += 0.02) {
    const candidate = toHex(rgb.map((v) => v * (1 - k)) as Rgb);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}
