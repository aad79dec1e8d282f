import type { RatingPoint, Sport } from '@rallypoint/shared';
import { formatDate } from '@/lib/format';
import { sportLabel, wholeNumber } from './rating-text';

const resultsText = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** The chart's accessible name: where the rating started and ended, e.g. "Tennis rating rose from 1500 to 1623 over 6 results, …". */
export function trendSummary(sport: Sport, points: readonly RatingPoint[]): string {
  const label = `${sportLabel(sport)} rating`;
  if (points.length === 0) return `${label}: no results yet`;
  const [first, last] = [points[0], points[points.length - 1]];
  const [from, to] = [wholeNumber(first.value), wholeNumber(last.value)];
  if (points.length === 1) return `${label} ${to} after 1 result, ${formatDate(last.on)}`;
  const span = `over ${resultsText(points.length)}, ${formatDate(first.on)} to ${formatDate(last.on)}`;
  if (from === to) return `${label} stayed at ${to} ${span}`;
  return `${label} ${Number(to) > Number(from) ? 'rose' : 'fell'} from ${from} to ${to} ${span}`;
}
