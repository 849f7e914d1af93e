/**
 * Tab and Shift+Tab cycle inside the open dialog (WAI-ARIA dialog pattern). Ant Design's focus
 * lock only pulls focus back when it lands on another element of the page; from a dialog's last
 * control the browser moves focus to nothing (the body, or its own toolbar), so one Tab escapes
 * the dialog whenever the dialog is the last thing in the document, which a portal always is.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden],[aria-hidden="true"],[inert]')) return false;
  // jsdom has no layout (no checkVisibility); in a browser a hidden element has no boxes.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function isTabbable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && isShown(element);
}

/** The tabbable controls of a container, in document order. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
}

/** The topmost open modal dialog: the last one in the document (portals append). */
function openDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return [...dialogs].filter(isShown).at(-1) ?? null;
}

function onDialogTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = openDialog();
  if (!dialog) return;
  const controls = tabbableIn(dialog);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && dialog.contains(active);
  const target = !inside
    ? event.shiftKey ? last : first
    : event.shiftKey && active === first
      ? last
      : !event.shiftKey && active === last
        ? first
        : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Installs the wrap for the whole page; returns its removal. */
export function installDialogTabWrap(): () => void {
  document.addEventListener('keydown', onDialogTab, true);
  return () => document.removeEventListener('keydown', onDialogTab, true);
}
