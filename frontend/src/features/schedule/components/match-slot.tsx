import { MATCH_TYPE_LABELS, matchClockText, type OrderOfPlayMatch } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** One placed match: who plays, what it is, when; marked when it is the reader's own or differs from what is published. */
export function MatchSlot({
  match,
  timeZone,
  children,
}: {
  match: OrderOfPlayMatch;
  timeZone: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-md border p-2',
        match.mine ? 'border-emerald-600 bg-emerald-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="text-sm font-medium break-words text-slate-900">
        {match.side1} <span className="font-normal text-slate-600">v</span> {match.side2}
      </p>
      <p className="text-xs text-slate-600">
        {matchClockText(match.start, timeZone)}–{matchClockText(match.end, timeZone)} · {match.division} ·{' '}
        {MATCH_TYPE_LABELS[match.matchType]}
      </p>
      {(match.mine || match.locked || match.changed) && (
        <div className="flex flex-wrap gap-1">
          {match.mine && <Badge tone="green">Your match</Badge>}
          {match.locked && <Badge tone="blue">Locked</Badge>}
          {match.changed && <Badge tone="amber">Not yet published</Badge>}
        </div>
      )}
      {children}
    </div>
  );
}
