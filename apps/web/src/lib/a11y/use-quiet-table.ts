import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Takes a table or list whose figures move by the second (the dashboard's rows or cards, a live
 * race) out of antd's live region: every Table and List sits in a Spin whose wrapper is
 * `aria-live="polite"`, so a screen reader read out each price change of the rows in view, over
 * whatever the user was doing. The loading
 * state is still told by the Spin's own indicator. Returns the ref for an element wrapping the
 * table (`wrapper`, when the caller has one already); set again after each render, as antd may
 * draw a new wrapper.
 */
export function useQuietTable(
  wrapper?: RefObject<HTMLDivElement | null>,
): RefObject<HTMLDivElement | null> {
  const own = useRef<HTMLDivElement>(null);
  const ref = wrapper ?? own;
  useLayoutEffect(() => {
    for (const region of ref.current?.querySelectorAll(
      '.ant-spin[aria-live="polite"]',
    ) ?? [])
      region.setAttribute('aria-live', 'off');
  });
  return ref;
}
