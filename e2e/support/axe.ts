import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's browser build, put into every document of a context before the app's scripts. */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The rules of WCAG 2.0 and 2.1, levels A and AA (issue #26). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
): Promise<AxeViolation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
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
  }, TAGS);
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
