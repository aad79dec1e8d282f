import type { ReactNode } from 'react';
import { Fact } from '@/components/ui/fact';
import { formatDate } from '@/lib/format';
import type { TournamentDates } from '../utils/playing-days';

/**
 * The tournament's zone and dates, which frame the settings: shown, not edited here (they are the tournament's
 * details; `change` is the way to them).
 */
export function TournamentFrame({
  timeZone,
  tournament,
  change,
}: {
  timeZone: string;
  tournament: TournamentDates;
  change?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Time zone">{timeZone}</Fact>
        <Fact label="Tournament dates">
          {formatDate(tournament.startDate.slice(0, 10))} – {formatDate(tournament.endDate.slice(0, 10))}
        </Fact>
      </dl>
      <p className="text-sm text-slate-600">
        Every time in the order of play is in this zone, and the playing days lie within these dates. Both are the
        tournament&apos;s details.
      </p>
      {change && <div>{change}</div>}
    </div>
  );
}
