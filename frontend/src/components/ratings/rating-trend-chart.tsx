import type { RatingPoint, Sport } from '@rallypoint/shared';
import { formatDate } from '@/lib/format';
import { trendGeometry, type ChartFrame } from './utils/trend-geometry';
import { trendSummary } from './utils/trend-summary';
import { RatingHistoryTable } from './rating-history-table';

// SVG units: the viewBox scales to the container's width (w-full, h-auto), so the chart fits a 390 px phone without
// measuring anything; max-w-md keeps its text from growing large on wide screens.
const FRAME: ChartFrame = { width: 320, height: 150, left: 36, right: 10, top: 10, bottom: 24 };
const LABEL = { fontSize: 10, fill: '#64748b' };

/** One sport's rating over time: a line of its value after each approved result, summarised in its accessible name. */
export function RatingTrendChart({ sport, points }: { sport: Sport; points: readonly RatingPoint[] }) {
  if (points.length === 0) return null;
  const { dots, path, low, high } = trendGeometry(points, FRAME);
  const bottom = FRAME.height - FRAME.bottom;
  const right = FRAME.width - FRAME.right;
  const [first, last] = [points[0], points[points.length - 1]];

  return (
    <div className="flex w-full max-w-md flex-col gap-2">
      <svg
        role="img"
        aria-label={trendSummary(sport, points)}
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        className="h-auto w-full"
      >
        <g stroke="#e2e8f0" strokeWidth={1}>
          <line x1={FRAME.left} x2={right} y1={FRAME.top} y2={FRAME.top} />
          <line x1={FRAME.left} x2={right} y1={bottom} y2={bottom} />
        </g>
        <g {...LABEL}>
          <text x={FRAME.left - 4} y={FRAME.top + 3} textAnchor="end">
            {high}
          </text>
          <text x={FRAME.left - 4} y={bottom + 3} textAnchor="end">
            {low}
          </text>
          <text x={FRAME.left} y={FRAME.height - 6} textAnchor="start">
            {formatDate(first.on)}
          </text>
          {points.length > 1 && (
            <text x={right} y={FRAME.height - 6} textAnchor="end">
              {formatDate(last.on)}
            </text>
          )}
        </g>
        <path d={path} fill="none" stroke="#059669" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
        <g fill="#059669">
          {dots.map((dot, i) => (
            <circle key={i} cx={dot.x} cy={dot.y} r={2.5} />
          ))}
        </g>
      </svg>
      <RatingHistoryTable sport={sport} points={points} />
    </div>
  );
}
