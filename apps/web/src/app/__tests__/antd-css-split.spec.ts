import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  isServerThemeScope,
  ownerOf,
  splitSheet,
  topLevelRules,
} from '../../../antd-css.plugin.mjs';

const DIRS = ['button', 'grid', 'input', 'input-number', 'select'];
const PREFIXES: [string, string][] = [
  ['input-number', 'input-number'],
  ['button', 'button'],
  ['select', 'select'],
  ['input', 'input'],
  ['btn', 'button'],
  ['row', 'grid'],
  ['col', 'grid'],
];

describe('antd stylesheet split by component (first-load CSS)', () => {
  it('should cut a sheet into its top-level rules, @media blocks and strings included', () => {
    const css =
      '.ant-btn{color:red;}@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}' +
      '.ant-input::after{content:"}";}@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}a{color:blue;}';
    expect(topLevelRules(css)).toEqual([
      '.ant-btn{color:red;}',
      '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}',
      '.ant-input::after{content:"}";}',
      '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}',
      'a{color:blue;}',
    ]);
  });

  it.each([
    ['.ant-btn-primary{color:red;}', 'button'],
    ['.ant-input-number-handler{color:red;}', 'input-number'],
    ['.ant-input-affix-wrapper{color:red;}', 'input'],
    ['@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}', 'grid'],
    ['.ant-row{display:flex;}', 'grid'],
    ['.ant-inputx{color:red;}', null],
    ['@keyframes antFadeIn{0%{opacity:0;}}', null],
    ['a{color:blue;}', null],
  ])('should give %s to %s', (rule, owner) => {
    expect(ownerOf(rule, PREFIXES)).toBe(owner);
  });

  it.each([
    ['.css-var-_R_0_{--ant-blue:#1677ff;}', true],
    ['.css-var-_R_0_.ant-list, .css-var-_R_0_.ant-list-container{--ant-x:1px;}', true],
    ['.css-var-_r_0_{--ant-blue:#1677ff;}', false],
    ['.css-var-_R_0_.ant-btn, .ant-btn{color:red;}', false],
    ['.ant-btn{color:red;}', false],
  ])('should tell a server-render theme scope: %s → %s', (rule, dropped) => {
    expect(isServerThemeScope(rule)).toBe(dropped);
  });

  it("should keep every rule of antd's sheet once, but the server-render theme scopes", () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    const { byDir, rest, dropped } = splitSheet(css, DIRS);
    const pieces = [rest, ...byDir.values()].join('\n');
    const all = topLevelRules(css);
    expect(dropped).toBe(all.filter(isServerThemeScope).length);
    expect(dropped).toBeGreaterThan(0);
    expect(topLevelRules(pieces).length).toBe(all.length - dropped);
    expect(pieces).not.toContain('.css-var-_R_');
    expect(byDir.get('grid')).toContain('.ant-row{');
    expect(byDir.get('button')).toContain('.ant-btn');
    // A rule of input-number's own is never input's (longest prefix first).
    expect(byDir.get('input')).not.toMatch(/(^|\n)\.ant-input-number/);
    expect(byDir.get('input-number')).toMatch(/^\.ant-input-number/);
  });
});
