import type { RatingPoint } from '@rallypoint/shared';

/** The chart's drawing area in SVG units: its size and the margins kept for axis labels. */
export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TrendGeometry {
  dots: Array<{ x: number; y: number }>;
  /** The SVG path through the dots, oldest first. */
  path: string;
  /** The value axis, widened to round numbers so the line never touches the frame. */
  low: number;
  high: number;
}

/** Axis ends snap outwards to a multiple of this. */
const AXIS_STEP = 50;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Points placed by date (evenly when dates are missing or all the same day) and by value. */
export function trendGeometry(points: readonly RatingPoint[], frame: ChartFrame): TrendGeometry {
  const values = points.map((point) => point.value);
  let low = Math.floor(Math.min(...values) / AXIS_STEP) * AXIS_STEP;
  let high = Math.ceil(Math.max(...values) / AXIS_STEP) * AXIS_STEP;
  if (low === high) [low, high] = [low - AXIS_STEP, high + AXIS_STEP];

  const times = points.map((point) => Date.parse(point.on));
  const span = times[times.length - 1] - times[0];
  const byDate = span > 0 && times.every(Number.isFinite);
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const share = (i: number) => {
    if (points.length === 1) return 0.5;
    return byDate ? (times[i] - times[0]) / span : i / (points.length - 1);
  };

  const dots = points.map((point, i) => ({
    x: round1(frame.left + share(i) * plotWidth),
    y: round1(frame.top + ((high - point.value) / (high - low)) * plotHeight),
  }));
  const path = dots.map((dot, i) => `${i === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' ');
  return { dots, path, low, high };
}
