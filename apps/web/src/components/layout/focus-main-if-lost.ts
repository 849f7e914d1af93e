import { MAIN_CONTENT_ID } from './skip-link';

/**
 * For a dialog's afterClose: the dialog gives focus back to the control that opened it, but when
 * that control left the page meanwhile (a refresh or a search took its row away) focus falls to
 * the document body, and the next Tab starts again from the skip link. This puts it on the page's
 * main region instead (focusable, the skip link's target), where the dialog was. Focus that did
 * land somewhere is left alone.
 */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
