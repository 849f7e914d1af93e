import { theme } from 'antd';
import type { ThemeConfig } from 'antd';

/**
 * Ant Design theme of both modes. Beyond the brand (primary blue, radius, font) it moves the
 * shades antd draws text in to ones that reach WCAG 2.1 AA, 4.5:1 (docs/architecture.md §6):
 * secondary text, placeholders, links, the success/error/warning texts, the error colour itself
 * (a `danger` button's text and border, and the fill under a solid one's text) and the text shade
 * (7) of each preset tag colour, whose hue and meaning stay. Checked by theme-tokens.spec.ts.
 */
const BASE_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#1668dc',
  borderRadius: 8,
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

type PresetColor = 'green' | 'lime' | 'gold' | 'orange' | 'volcano' | 'cyan' | 'yellow' | 'purple' | 'geekblue' | 'red' | 'magenta' | 'pink';

/**
 * Shade 7 of preset colours (the text of a filled Tag). antd keeps each shade under two names,
 * `green7` and `green-7`; the stylesheet reads the second (--ant-green-7), so both are set.
 */
function tagText(shades: Partial<Record<PresetColor, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([color, shade]) => [
      [`${color}7`, shade],
      [`${color}-7`, shade],
    ]),
  );
}

const LIGHT_TOKENS: ThemeConfig['token'] = {
  // Secondary text (Typography type="secondary", descriptions, statistic titles): was 0.45.
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorLink: '#0958d9',
  // antd's #ff4d4f read 3.3:1 as a danger button's text on white; red 7 reads 5.6:1, and white on it too.
  colorError: '#cf1322',
  colorSuccessText: '#237804',
  colorErrorText: '#cf1322',
  colorWarningText: '#ad4e00',
  // Tag text on its colour's lightest shade (1).
  ...tagText({
    green: '#237804',
    lime: '#3f6600',
    gold: '#874d00',
    orange: '#ad4e00',
    volcano: '#ad2102',
    cyan: '#006d75',
    yellow: '#876800',
  }),
};

/** Primary-coloured text on dark surfaces: antd's dark primary (#165bbe) is too dim for it. */
const DARK_PRIMARY_TEXT = '#65a9f3';

const DARK_TOKENS: ThemeConfig['token'] = {
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  // A seed: the dark algorithm dims it to #5c99dc (4.5:1 on the raised #1f1f1f too).
  colorLink: '#69b1ff',
  colorErrorText: '#f37370',
  // A seed: the dark algorithm dims it to #dc6966, a danger button's text at 4.9:1 on the darkest
  // surfaces it sits on (antd's #dc4446: 3.9:1 in a popover).
  colorError: '#ff7875',
  ...tagText({
    purple: '#ab7ae0',
    geekblue: '#7f9ef3',
    red: '#f37370',
    magenta: '#f37fb7',
    pink: '#f37fb7',
  }),
};

/** Text on the dark theme's error fill: its darkest surface. */
export const DARK_BUTTON_TEXT_ON_ERROR = '#141414';

/**
 * A default button's text and border while hovered or pressed: antd draws them in the primary's
 * hover and active shades, #4096ff on white (3.0:1) and #387ed3 on #141414 (4.5:1 only at rest,
 * less mid-transition); the link shade of each mode reads at 4.5:1 on every surface.
 */
const defaultButtonPressed = (text: string) => ({
  defaultHoverColor: text,
  defaultHoverBorderColor: text,
  defaultActiveColor: text,
  defaultActiveBorderColor: text,
});

const LIGHT_COMPONENTS: ThemeConfig['components'] = {
  Button: defaultButtonPressed('#0958d9'),
};

const DARK_COMPONENTS: ThemeConfig['components'] = {
  Menu: {
    itemSelectedColor: DARK_PRIMARY_TEXT,
    horizontalItemSelectedColor: DARK_PRIMARY_TEXT,
  },
  Tabs: { itemSelectedColor: DARK_PRIMARY_TEXT, itemActiveColor: DARK_PRIMARY_TEXT },
  // A solid danger button (a confirm's "Delete"): dark text on the light red, 5.5:1 (white: 3.4:1).
  Button: { dangerColor: DARK_BUTTON_TEXT_ON_ERROR, ...defaultButtonPressed(DARK_PRIMARY_TEXT) },
  // A checked outline radio button's label is drawn in the primary, #165bbe on #141414 (2.9:1);
  // a solid one keeps the primary fill under its white text (6.4:1).
  Radio: { colorPrimary: DARK_PRIMARY_TEXT, buttonSolidCheckedBg: '#165bbe', buttonSolidCheckedColor: '#ffffff' },
};

export type ThemeMode = 'light' | 'dark';

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...BASE_TOKENS, ...(dark ? DARK_TOKENS : LIGHT_TOKENS) },
    components: {
      Layout: { headerPadding: '0 24px' },
      ...(dark ? DARK_COMPONENTS : LIGHT_COMPONENTS),
    },
    zeroRuntime: true,
  };
}
