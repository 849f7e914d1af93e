import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, withLightness } from './contrast';
import { DARK_BUTTON_TEXT_ON_ERROR, themeConfig } from './theme-tokens';

const tokens = (mode: 'light' | 'dark') => {
  const config = themeConfig(mode);
  return theme.getDesignToken({ algorithm: config.algorithm, token: config.token }) as unknown as Record<string, string>;
};

describe('contrast arithmetic', () => {
  it('matches the WCAG figures measured on the old antd colours', () => {
    // antd's old secondary text on white and on the page grey, and its green tag.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('#878787', '#f5f5f5')).toBeCloseTo(3.29, 1);
    expect(contrastRatio('#52c41a', '#f6ffed')).toBeCloseTo(2.21, 1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('sets HSL lightness and darkens a brand colour, hue kept, until it reads', () => {
    expect(withLightness('#00b2a9', 0.95)).toBe('#e5fffe');
    const text = darkenToContrast('#00b2a9', '#e5fffe');
    expect(contrastRatio(text, '#e5fffe')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkenToContrast('#00b2a9', '#e5fffe', 4), '#e5fffe')).toBeLessThan(4.5);
    // Already dark enough: unchanged.
    expect(darkenToContrast('#000000', '#ffffff')).toBe('#000000');
  });
});

describe.each(['light', 'dark'] as const)('%s theme tokens', (mode) => {
  const t = tokens(mode);
  const surfaces = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated];

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorSuccessText',
    'colorErrorText',
  ])('%s reads at 4.5:1 on every surface', (name) => {
    for (const surface of surfaces)
      expect(contrastRatio(t[name], surface), `${t[name]} on ${surface}`).toBeGreaterThanOrEqual(4.5);
  });

  it('colorWarningText, the stale-price icon on the dashboard, reads at 3:1 (a meaningful icon) on every surface', () => {
    // antd's warning seed #faad14 gave 1.9:1 on white.
    expect(contrastRatio('#faad14', '#ffffff')).toBeLessThan(3);
    for (const surface of surfaces)
      expect(contrastRatio(t.colorWarningText, surface), `${t.colorWarningText} on ${surface}`).toBeGreaterThanOrEqual(3);
  });

  it.each(['green', 'lime', 'gold', 'orange', 'volcano', 'cyan', 'red', 'purple', 'geekblue', 'blue', 'magenta'])(
    'a filled %s tag (shade 7 on shade 1) reads at 4.5:1',
    (color) => {
      expect(t[`${color}-7`]).toBe(t[`${color}7`]);
      expect(contrastRatio(t[`${color}-7`], t[`${color}-1`])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a danger button reads at 4.5:1: its red text and border on every surface, and the text of a solid one on the red', () => {
    // antd's error red, #ff4d4f, read 3.3:1 on white: danger buttons had lost their colour for it.
    expect(contrastRatio('#ff4d4f', '#ffffff')).toBeLessThan(4.5);
    for (const surface of surfaces)
      expect(contrastRatio(t.colorError, surface), `${t.colorError} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    const solidText = mode === 'dark' ? DARK_BUTTON_TEXT_ON_ERROR : t.colorTextLightSolid;
    expect(themeConfig(mode).components?.Button?.dangerColor ?? t.colorTextLightSolid).toBe(solidText);
    expect(contrastRatio(solidText, t.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it('a checked radio button and a hovered or pressed default button read at 4.5:1 on every surface', () => {
    // antd's own shades: a checked radio's text is the primary, a hovered button's the primary's hover.
    expect(contrastRatio('#165bbe', '#141414')).toBeLessThan(4.5);
    expect(contrastRatio('#4096ff', '#ffffff')).toBeLessThan(4.5);
    const components = themeConfig(mode).components ?? {};
    const radioChecked = (components.Radio?.colorPrimary as string | undefined) ?? t.colorPrimary;
    const button = components.Button ?? {};
    const pressed = [button.defaultHoverColor ?? t.colorPrimaryHover, button.defaultActiveColor ?? t.colorPrimaryActive];
    for (const text of [radioChecked, ...pressed])
      for (const surface of surfaces) expect(contrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    const solidBg = (components.Radio?.buttonSolidCheckedBg as string | undefined) ?? t.colorPrimary;
    expect(contrastRatio(components.Radio?.buttonSolidCheckedColor ?? t.colorTextLightSolid, solidBg)).toBeGreaterThanOrEqual(4.5);
  });
});
