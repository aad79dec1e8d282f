import { describe, expect, it } from 'vitest';
import { trendGeometry, type ChartFrame } from './trend-geometry';

// A 100 × 100 plot area starting at (10, 10).
const frame: ChartFrame = { width: 120, height: 120, left: 10, right: 10, top: 10, bottom: 10 };
const point = (on: string, value: number) => ({ on, value, deviation: 100 });

describe('trendGeometry', () => {
  it('places points by date and value on an axis widened to round numbers', () => {
    const { dots, path, low, high } = trendGeometry(
      [point('2026-01-01', 1510), point('2026-01-04', 1590), point('2026-01-11', 1540)],
      frame,
    );
    expect([low, high]).toEqual([1500, 1600]);
    expect(dots).toEqual([
      { x: 10, y: 100 },
      { x: 40, y: 20 },
      { x: 110, y: 70 },
    ]);
    expect(path).toBe('M10 100 L40 20 L110 70');
  });

  it('spaces points evenly when they share a day, and centres a lone point on a flat axis', () => {
    expect(
      trendGeometry([point('2026-01-01', 1500), point('2026-01-01', 1550), point('2026-01-01', 1600)], frame).dots.map(
        (d) => d.x,
      ),
    ).toEqual([10, 60, 110]);
    const lone = trendGeometry([point('2026-01-01', 1500)], frame);
    expect([lone.low, lone.high]).toEqual([1450, 1550]);
    expect(lone.dots).toEqual([{ x: 60, y: 60 }]);
  });
});
