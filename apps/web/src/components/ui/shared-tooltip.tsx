import { Tooltip } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { TIMING } from '../../config/timing';

/**
 * One Ant Design tooltip for a whole region, such as the opportunities table. An element inside
 * carries its text in `data-tip` (TIP_ATTRIBUTE). Its tip opens 700 ms after the pointer rests on
 * it, or at once when another tip closed under 300 ms ago (docs/product.md §9 open and skip
 * delays), and at once on keyboard focus. It closes when the pointer leaves, on blur, on Escape
 * and on scroll.
 *
 * Why one for many: an antd Tooltip per cell put 24 triggers (their hooks, refs and resize
 * observers) into the dashboard's first render of eight rows, for tips a punter opens one at a
 * time (the first render's cost, apps/web/README.md).
 */
export const TIP_ATTRIBUTE = 'data-tip';

// antd's mouseLeaveDelay: the time a pointer gets to cross from the element onto its tip.
const CLOSE_DELAY_MS = 100;

interface OpenTip {
  target: HTMLElement;
  text: string;
  rect: DOMRect;
  /** A new Tooltip per opening: it aligns once, on mount, to where the element is. */
  key: number;
}

function tipTarget(
  node: EventTarget | null,
  region: HTMLElement,
): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  const target = node.closest<HTMLElement>(`[${TIP_ATTRIBUTE}]`);
  return target && region.contains(target) ? target : null;
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function SharedTooltip({ children }: { children: ReactNode }) {
  const [tip, setTip] = useState<OpenTip | null>(null);
  const tipId = useId();
  const region = useRef<HTMLDivElement>(null);
  const open = useRef<OpenTip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The element whose tip is waiting out the open delay, if any. */
  const waitingFor = useRef<HTMLElement | null>(null);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const keys = useRef(0);

  const cancel = () => {
    clearTimeout(timer.current);
    waitingFor.current = null;
  };
  const close = () => {
    cancel();
    if (open.current === null) return;
    open.current.target.removeAttribute('aria-describedby');
    open.current = null;
    closedAt.current = performance.now();
    setTip(null);
  };
  const openOn = (target: HTMLElement) => {
    const text = target.getAttribute(TIP_ATTRIBUTE);
    if (!text || !target.isConnected) return;
    open.current?.target.removeAttribute('aria-describedby');
    target.setAttribute('aria-describedby', tipId);
    keys.current += 1;
    open.current = {
      target,
      text,
      rect: target.getBoundingClientRect(),
      key: keys.current,
    };
    setTip(open.current);
  };
  const show = (target: HTMLElement, now: boolean) => {
    // The pointer moving on inside the element (over its badge, say) keeps the delay running.
    if (!now && waitingFor.current === target) return;
    cancel();
    if (open.current?.target === target) return;
    const skip =
      open.current !== null ||
      performance.now() - closedAt.current < TIMING.tooltipSkipDelayMs;
    if (now || skip) openOn(target);
    else {
      waitingFor.current = target;
      timer.current = setTimeout(() => {
        waitingFor.current = null;
        openOn(target);
      }, TIMING.tooltipOpenDelayMs);
    }
  };
  const hide = () => {
    cancel();
    if (open.current !== null)
      timer.current = setTimeout(close, CLOSE_DELAY_MS);
  };

  // While a tip is open: Escape dismisses it (WCAG 1.4.13), and a scroll anywhere closes it, as
  // its place was measured when it opened.
  useEffect(() => {
    if (tip === null) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', close, true);
    };
    // close reads refs only; the listeners follow the open tip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tip]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseOver = (event: MouseEvent) => {
    const target = region.current && tipTarget(event.target, region.current);
    if (target) show(target, false);
    else hide();
  };
  const onFocus = (event: FocusEvent) => {
    const target = region.current && tipTarget(event.target, region.current);
    if (target && focusVisible(target)) show(target, true);
  };
  const onBlur = (event: FocusEvent) => {
    if (
      open.current !== null &&
      open.current.target.contains(event.target as Node)
    )
      close();
  };

  return (
    <div
      ref={region}
      onMouseOver={onMouseOver}
      onMouseLeave={hide}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {children}
      {tip && (
        <Tooltip
          key={tip.key}
          open
          title={
            <div
              id={tipId}
              style={{ whiteSpace: 'pre-line' }}
              onMouseEnter={cancel}
              onMouseLeave={hide}
            >
              {tip.text}
            </div>
          }
        >
          <span
            aria-hidden
            style={{
              position: 'fixed',
              left: tip.rect.left,
              top: tip.rect.top,
              width: tip.rect.width,
              height: tip.rect.height,
              pointerEvents: 'none',
            }}
          />
        </Tooltip>
      )}
    </div>
  );
}
