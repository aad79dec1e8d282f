import { MatchSlot } from './match-slot';
import { orderOfPlayDayLabel, type OrderOfPlayDayProps } from './order-of-play-grid';

/**
 * One day of the order of play court by court, each court's matches in the order they start: the organizer's grid on
 * a phone, where courts across would scroll sideways. Each match keeps its actions and its flag.
 */
export function OrderOfPlayCourtList({ plan, action, flags }: OrderOfPlayDayProps) {
  return (
    <ol className="flex flex-col gap-4" aria-label={orderOfPlayDayLabel(plan)}>
      {plan.courts.map((court) => {
        const onCourt = plan.matches.filter((m) => m.court === court).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
        return (
          <li key={court} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{court}</h3>
            {onCourt.length === 0 ? (
              <p className="text-sm text-slate-500">No matches on this court.</p>
            ) : (
              <ol className="flex flex-col gap-2" aria-label={court}>
                {onCourt.map((match) => (
                  <li key={match.matchId} className="min-w-0">
                    <MatchSlot match={match} timeZone={plan.timeZone} flag={flags?.get(match.matchId)}>
                      {action?.(match)}
                    </MatchSlot>
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
