import type { RatingPoint, Sport } from '@rallypoint/shared';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { sportLabel, wholeNumber } from './utils/rating-text';

/** The chart's numbers as a table, folded away: for screen readers and anyone who wants the exact values. */
export function RatingHistoryTable({ sport, points }: { sport: Sport; points: readonly RatingPoint[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-emerald-700">Rating history ({points.length})</summary>
      <Table className="mt-2">
        <caption className="sr-only">{sportLabel(sport)} rating after each approved result</caption>
        <TableHeadings columns={['Date', 'Rating', 'Deviation (±)']} />
        <TableBody>
          {points.map((point, i) => (
            <TableRow key={`${point.on}-${i}`}>
              <TableCell className="whitespace-nowrap">{formatDate(point.on)}</TableCell>
              <TableCell className="tabular-nums">{wholeNumber(point.value)}</TableCell>
              <TableCell className="tabular-nums">{wholeNumber(point.deviation)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
