import type { FlucsPoint, FlucsResponse } from '@overlay/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { FlucsChart } from '../flucs-chart';
import { stepPath } from '../flucs-paths';
import { boostLabels, flucsSeries } from '../flucs-series';

const T0 = Date.parse('2026-11-27T01:00:00Z');
const MIN = 60_000;

/** 3 books: TAB shortens 3.0 → 2.6 → 2.4; Neds is boosted to 3.5 (from 2.8) between minutes 20 and 40. */
function flucs(): FlucsResponse {
  const at = (minutes: number) => T0 + minutes * MIN;
  const line = (book: string, points: FlucsPoint[]) => ({ book, points });
  return {
    extRaceId: 'flem-r1',
    runnerNumber: 1,
    runnerName: 'Runner 1',
    asOfMs: at(60),
    books: [
      line('Neds', [[at(0), 2.8, null], [at(20), 3.5, 2.8], [at(40), 2.8, null]]),
      line('Sportsbet', [[at(0), 2.9, null]]),
      line('TAB', [[at(0), 3, null], [at(10), 2.6, null], [at(30), 2.4, null]]),
    ],
    fair: [[at(0), 2.9], [at(10), 2.7], [at(30), 2.5]],
  };
}

describe('flucsSeries', () => {
  it('draws each book as steps held to the reply time, the fair price last, and the boosted spans', () => {
    const series = flucsSeries(flucs(), null);
    expect(series.books).toEqual(['Neds', 'Sportsbet', 'TAB']);
    expect(series.lines.map((line) => [line.key, line.fair])).toEqual([
      ['Neds', false],
      ['Sportsbet', false],
      ['TAB', false],
      ['fair', true],
    ]);
    // Sportsbet never moved: its one price is drawn on to the reply time.
    expect(series.lines[1].points).toEqual([{ t: T0, price: 2.9 }, { t: T0 + 60 * MIN, price: 2.9 }]);
    expect(series.lines[3].points.map((p) => p.price)).toEqual([2.9, 2.7, 2.5, 2.5]);
    expect(series.boosts).toEqual([{ book: 'Neds', from: T0 + 20 * MIN, to: T0 + 40 * MIN }]);
  });

  it('keeps only the picked books (and their boosts), the fair price always', () => {
    const series = flucsSeries(flucs(), ['TAB']);
    expect(series.lines.map((line) => line.key)).toEqual(['TAB', 'fair']);
    expect(series.boosts).toEqual([]);
  });

  it('labels each run of overlapping boosts once, on its earliest span', () => {
    const span = (book: string, from: number, to: number) => ({ book, from: T0 + from * MIN, to: T0 + to * MIN });
    // Sportsbet and Neds boosted together (Neds first), TAB later on its own.
    const spans = [span('Sportsbet', 10, 30), span('TAB', 40, 50), span('Neds', 5, 20), span('Betr', 25, 35)];
    expect(boostLabels(spans)).toEqual([null, 'TAB boost', '3 books boosted', null]);
    expect(boostLabels([span('Neds', 0, 10), span('TAB', 10, 20)])).toEqual(['Neds boost', 'TAB boost']);
    expect(boostLabels([])).toEqual([]);
  });

  it('holds a boost that is still on until the reply time', () => {
    const data = flucs();
    data.books[0].points.pop();
    expect(flucsSeries(data, null).boosts).toEqual([{ book: 'Neds', from: T0 + 20 * MIN, to: T0 + 60 * MIN }]);
  });
});

describe('flucsSeries: bounds and the tooltip instants', () => {
  it('bounds the chart by the lines drawn, prices padded to 0.1', () => {
    // Prices 2.4 … 3.5 (Neds' boost), padded by 5 % of the range: 2.3 … 3.6.
    expect(flucsSeries(flucs(), null).extent).toEqual({ from: T0, to: T0 + 60 * MIN, low: 2.3, high: 3.6 });
    expect(flucsSeries({ ...flucs(), books: [], fair: [] }, null).extent).toBeNull();
  });

  it('gives every line the price it stood at, at each instant (steps), the fair price as the anchor', () => {
    const series = flucsSeries(flucs(), null);
    expect(series.instants.length).toBeGreaterThan(2);
    for (const instant of series.instants) {
      series.lines.forEach((line, index) => {
        const standing = line.points.filter((point) => point.t <= instant.t).at(-1)?.price ?? null;
        expect(instant.prices[index]).toBe(standing);
      });
      expect(instant.anchor).toBe(instant.prices[series.lines.findIndex((line) => line.fair)]);
    }
    expect(series.instants[0].t).toBe(T0);
    expect(series.instants.at(-1)?.t).toBe(T0 + 60 * MIN);
  });
});

describe('stepPath', () => {
  it('draws a price held until the next as a horizontal then a vertical move, to 0.1 px', () => {
    // 1 px per 10 ms from t 0 at x 0; 10 px per unit of price, price 0 at y 100 (upwards).
    const mapping = { x0: 0, t0: 0, xPerMs: 0.1, y0: 100, p0: 0, yPerPrice: -10 };
    const points = [{ t: 0, price: 3 }, { t: 100, price: 2.5 }, { t: 200, price: 2.5 }, { t: 333, price: 2.04 }];
    expect(stepPath(points, mapping)).toBe('M0,70L10,70L10,75L20,75L20,75L33.3,75L33.3,79.6');
  });
});

describe('FlucsChart', () => {
  const lines = () => document.querySelectorAll('.flucs-line');

  it('draws one step line per book, the dashed fair line and the boosted span, in dark mode too', async () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <FlucsChart flucs={flucs()} />
      </ConfigProvider>,
    );
    const chart = await screen.findByTestId('flucs-chart');
    expect(chart.querySelectorAll('.flucs-line')).toHaveLength(4);
    const curves = [...chart.querySelectorAll('.flucs-line-curve')];
    expect(curves.filter((curve) => curve.getAttribute('stroke-dasharray') === '6 4')).toHaveLength(1);
    // Steps: a stepAfter path is made of horizontal and vertical moves only.
    const tab = curves[2].getAttribute('d') ?? '';
    expect(tab).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/);
    const corners = [...tab.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (let i = 1; i < corners.length; i++)
      expect(corners[i][0] === corners[i - 1][0] || corners[i][1] === corners[i - 1][1]).toBe(true);
    // TAB shortened 3.0 → 2.4: a lower price is drawn lower (a larger y), from left to right.
    expect(corners[0][1]).toBeLessThan(corners.at(-1)![1]);
    expect(corners[0][0]).toBeLessThan(corners.at(-1)![0]);
    expect(chart.querySelectorAll('.recharts-reference-area')).toHaveLength(1);
    expect(within(chart).getByText('Neds boost')).toBeInTheDocument();
  });

  it('narrows the lines to the books picked', async () => {
    render(<FlucsChart flucs={flucs()} />);
    await screen.findByTestId('flucs-chart');
    expect(lines()).toHaveLength(4);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chart bookmakers' }));
    fireEvent.click(await screen.findByTitle('TAB'));
    expect(lines()).toHaveLength(2);
    expect(document.querySelectorAll('.recharts-reference-area')).toHaveLength(0);
  });

  it('says so when there is no history yet', () => {
    render(<FlucsChart flucs={{ ...flucs(), books: [], fair: [] }} />);
    expect(screen.getByText('No price history yet')).toBeInTheDocument();
  });
});
