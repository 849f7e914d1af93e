import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../../config/timing';
import { SharedTooltip } from '../shared-tooltip';

function renderRegion() {
  render(
    <>
      <SharedTooltip>
        <span data-tip="Probability 52.4% · place source books">
          4. Iron Oracle
        </span>
        <button type="button" data-tip={'Method: harville\nCoverage: 80%'}>
          Promo <b>+4.0%</b>
        </button>
        <span>no tip here</span>
      </SharedTooltip>
      <span>outside</span>
    </>,
  );
  return {
    runner: screen.getByText('4. Iron Oracle'),
    promo: screen.getByRole('button', { name: 'Promo +4.0%' }),
    plain: screen.getByText('no tip here'),
    outside: screen.getByText('outside'),
  };
}

const tipText = () => screen.queryByRole('tooltip')?.textContent ?? null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SharedTooltip (one antd tooltip for a region, docs/product.md §9 delays)', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('opens an element’s tip 700 ms after the pointer rests on it, not before', async () => {
    const { runner } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(TIMING.tooltipOpenDelayMs - 1);
    expect(tipText()).toBeNull();
    await wait(1);
    expect(tipText()).toBe('Probability 52.4% · place source books');
    // The element is described by the tip while it is open.
    const id = runner.getAttribute('aria-describedby');
    expect(id && document.getElementById(id)?.textContent).toBe(tipText());
  });

  it('keeps the delay running while the pointer moves over the element’s own parts', async () => {
    const { promo } = renderRegion();
    fireEvent.mouseOver(promo);
    await wait(400);
    fireEvent.mouseOver(screen.getByText('+4.0%'));
    await wait(TIMING.tooltipOpenDelayMs - 400);
    expect(tipText()).toBe('Method: harville\nCoverage: 80%');
  });

  it('never opens when the pointer moves on before the delay', async () => {
    const { runner, plain } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(400);
    fireEvent.mouseOver(plain);
    await wait(TIMING.tooltipOpenDelayMs * 2);
    expect(tipText()).toBeNull();
  });

  it('closes 100 ms after the pointer leaves, and the next within 300 ms opens at once (skip delay)', async () => {
    const { runner, promo, plain } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(TIMING.tooltipOpenDelayMs);
    fireEvent.mouseOver(plain);
    await wait(99);
    expect(tipText()).not.toBeNull();
    await wait(1);
    expect(tipText()).toBeNull();
    expect(runner.hasAttribute('aria-describedby')).toBe(false);
    await wait(TIMING.tooltipSkipDelayMs - 1);
    fireEvent.mouseOver(promo);
    await wait(0);
    expect(tipText()).toBe('Method: harville\nCoverage: 80%');
  });

  it('asks for the full delay again once the skip delay has passed', async () => {
    const { runner, promo } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(TIMING.tooltipOpenDelayMs);
    fireEvent.mouseLeave(runner.parentElement as HTMLElement);
    await wait(100 + TIMING.tooltipSkipDelayMs);
    fireEvent.mouseOver(promo);
    await wait(TIMING.tooltipOpenDelayMs - 1);
    expect(tipText()).toBeNull();
    await wait(1);
    expect(tipText()).toContain('Method: harville');
  });

  it('moves straight from one open tip to the next', async () => {
    const { runner, promo } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(TIMING.tooltipOpenDelayMs);
    fireEvent.mouseOver(promo);
    await wait(0);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(tipText()).toContain('Coverage: 80%');
    expect(runner.hasAttribute('aria-describedby')).toBe(false);
    expect(promo.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('opens at once on keyboard focus, closes on blur and on Escape', async () => {
    // Focus needs no timer; user-event's own waits stall under fake ones.
    vi.useRealTimers();
    const user = userEvent.setup();
    const { promo } = renderRegion();
    await user.tab();
    expect(promo).toHaveFocus();
    expect(tipText()).toContain('Method: harville');
    await user.tab();
    expect(tipText()).toBeNull();
    await user.tab({ shift: true });
    expect(tipText()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(tipText()).toBeNull();
    expect(promo.hasAttribute('aria-describedby')).toBe(false);
  });

  it('does not open on a focus the pointer gave (a click shows no tip at once)', async () => {
    const { promo } = renderRegion();
    act(() => promo.focus());
    expect(tipText()).toBeNull();
  });

  it('closes on a scroll, as the place it was drawn at has moved', async () => {
    const { runner } = renderRegion();
    fireEvent.mouseOver(runner);
    await wait(TIMING.tooltipOpenDelayMs);
    expect(tipText()).not.toBeNull();
    fireEvent.scroll(document);
    expect(tipText()).toBeNull();
  });
});
