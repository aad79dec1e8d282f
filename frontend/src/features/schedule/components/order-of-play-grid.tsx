import { matchClockText, playingDayText, type OrderOfPlay, type OrderOfPlayMatch } from '@rallypoint/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MatchSlot } from './match-slot';

/** One day of the order of play, with each match's actions and the flags of locked places the settings no longer allow. */
export interface OrderOfPlayDayProps {
  plan: OrderOfPlay;
  action?: (match: OrderOfPlayMatch) => React.ReactNode;
  flags?: ReadonlyMap<string, string>;
}

/** The accessible name of one day of the order of play, grid or court list alike. */
export const orderOfPlayDayLabel = (plan: OrderOfPlay) => `Order of play, ${plan.day ? playingDayText(plan.day) : ''}`;

/**
 * Courts across, start times down: one day of the order of play. Wider than a phone, it scrolls inside its frame (the
 * organizer's phone gets OrderOfPlayCourtList instead). `flags` marks locked places the settings no longer allow.
 */
export function OrderOfPlayGrid({ plan, action, flags }: OrderOfPlayDayProps) {
  const starts = [...new Set(plan.matches.map((m) => m.start))].sort((a, b) => Date.parse(a) - Date.parse(b));
  const at = (start: string, court: string) => plan.matches.filter((m) => m.start === start && m.court === court);
  return (
    <Table aria-label={orderOfPlayDayLabel(plan)}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">Time</TableHead>
          {plan.courts.map((court) => (
            <TableHead key={court} className="min-w-44">
              {court}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {starts.map((start) => (
          <TableRow key={start}>
            <th scope="row" className="px-3 py-2 text-left align-top font-medium whitespace-nowrap text-slate-900">
              {matchClockText(start, plan.timeZone)}
            </th>
            {plan.courts.map((court) => (
              <TableCell key={court}>
                {at(start, court).map((match) => (
                  <MatchSlot key={match.matchId} match={match} timeZone={plan.timeZone} flag={flags?.get(match.matchId)}>
                    {action?.(match)}
                  </MatchSlot>
                ))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
