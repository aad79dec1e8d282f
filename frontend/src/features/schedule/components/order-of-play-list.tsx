import { matchClockText, type OrderOfPlay } from '@rallypoint/shared';
import { MatchSlot } from './match-slot';

/**
 * One day of the order of play as people read it at the courts: by start time, each match with its court. A list
 * rather than a courts × time grid, so a phone shows whole names without scrolling sideways.
 */
export function OrderOfPlayList({ plan }: { plan: OrderOfPlay }) {
  const starts = [...new Set(plan.matches.map((m) => m.start))].sort((a, b) => Date.parse(a) - Date.parse(b));
  return (
    <ol className="flex flex-col gap-4" aria-label={`Order of play, ${plan.day ?? ''}`}>
      {starts.map((start) => (
        <li key={start} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{matchClockText(start, plan.timeZone)}</h3>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {plan.matches
              .filter((m) => m.start === start)
              .map((match) => (
                <li key={match.matchId} className="flex min-w-0 flex-col gap-1">
                  <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{match.court}</span>
                  <MatchSlot match={match} timeZone={plan.timeZone} />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
