import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's browser build, put into every document of a context before the app's scripts. */
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** The rules of WCAG 2.0 and 2.1, levels A and AA (docs/architecture.md §6). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rows and cards past the first few of a long list: the same components with other numbers.
 * Measuring every one of hundreds took half a minute a screen on a busy machine and found
 * nothing the first rows did not (the shades of each tag are checked in theme-tokens.spec.ts).
 */
const REPEATS = [
  '.ant-table-tbody > tr.ant-table-row:nth-child(n+12)',
  '.ant-table-tbody-virtual-holder .ant-table-row:nth-child(n+12)',
  '.ant-list-items > .ant-list-item:nth-child(n+8)',
];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

/**
 * A rule that is wrong about one node. Each entry says which rule, which node (a CSS selector
 * its axe target contains) and why the finding does not hold there.
 */
export interface AxeAllowance {
  rule: string;
  target: string;
  reason: string;
}

export async function injectAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SOURCE });
}

/**
 * Waits until no finite animation runs (antd's fade and slide-ins would be measured half
 * transparent), then runs axe on the document and keeps the serious and critical violations
 * that no allowance covers.
 */
export async function seriousViolations(
  page: Page,
  allowances: readonly AxeAllowance[] = [],
  /** A CSS selector of the part to check (a dialog over a page already checked); else all. */
  scope?: string,
): Promise<AxeViolation[]> {
  // A live page starts new 120 ms transitions with every tick: wait a while, not for ever.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const violations = await page.evaluate(async ([tags, repeats, within]) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const exclude = repeats.flatMap((selector) => [...document.querySelectorAll(selector)]);
    const include = within ? [...document.querySelectorAll(within)] : [document.documentElement];
    const result = await axe.run({ include, exclude }, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String),
        failureSummary: n.failureSummary,
        html: n.html.slice(0, 200),
      })),
    }));
  }, [TAGS, REPEATS, scope ?? null] as const);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) =>
          !allowances.some(
            (a) => a.rule === v.id && n.target.some((t) => t.includes(a.target)),
          ),
      ),
    }))
    .filter((v) => v.nodes.length > 0);
}

/** One line per node, enough to find and fix it. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) ${n.target.join(' ')}\n    ${n.html}\n    ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`,
      ),
    )
    .join('\n');
}
