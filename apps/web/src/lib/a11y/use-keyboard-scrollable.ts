import { useLayoutEffect, useRef } from 'react';

/**
 * The elements Ant Design's Table scrolls natively: the whole table, or the body under a fixed
 * header. (A virtual body scrolls by its own code and draws only the rows in view; not these.)
 */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes a wide table's scrolling area a named, focusable region (WCAG 2.1.1, axe's
 * scrollable-region-focusable): on a phone a keyboard user can then move to it and scroll the
 * columns between the runner and the fixed actions with the arrow keys, which tabbing through
 * the row buttons never brings into view, and a table still loading its first page (no button
 * in it yet) is not a scroll area that no key reaches. Ant Design's Table takes no attributes
 * for that element, so they are set on it after each render (cheap: one query, set only once
 * per element, as the table may make a new one when its layout changes).
 *
 * Returns the ref for a wrapper around the table.
 */
export function useKeyboardScrollable(label: string) {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const scroller of wrapper.current?.querySelectorAll<HTMLElement>(
      SCROLLERS,
    ) ?? []) {
      if (scroller.getAttribute('aria-label') === label) continue;
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', label);
    }
  });
  return wrapper;
}
