import { useCallback, useLayoutEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Where the focus goes when a dialog has closed (docs/architecture.md §6). The dialog gives it back
 * to the control that opened it. But a data refresh while the dialog was open can take that
 * control's row off the page, and sometimes bring the row back as a new element. The dialog then
 * focuses a detached node and the focus falls to the body, so the next Tab starts again from the
 * skip link. So when the focus is lost, it goes to the control with the opener's name if one is on
 * the page (the same row, drawn anew), else to the page's main region (the skip link's target).
 * Focus that did land somewhere is left alone.
 */
export function returnFocusAfterDialog(openerLabel: string | null): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const opener = openerLabel === null ? undefined : findByLabel(openerLabel);
  if (opener) opener.focus({ preventScroll: true });
  else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * For a dialog's afterClose: remembers the name of the control that had the focus when `open`
 * turned true (layout effect: before the dialog moves the focus inside), and returns it there or
 * to the main region by `returnFocusAfterDialog`.
 */
export function useDialogFocusReturn(open: boolean): () => void {
  const openerLabel = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (open)
      openerLabel.current =
        document.activeElement?.getAttribute('aria-label') ?? null;
  }, [open]);
  return useCallback(() => returnFocusAfterDialog(openerLabel.current), []);
}

function findByLabel(label: string): HTMLElement | undefined {
  // Compared as strings, not built into a selector: runner names carry quotes and brackets.
  for (const element of document.querySelectorAll<HTMLElement>(
    '[aria-label]',
  )) {
    if (element.getAttribute('aria-label') === label) return element;
  }
  return undefined;
}
