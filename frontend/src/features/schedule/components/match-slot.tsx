import { matchClockText, type OrderOfPlayMatch } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { stageRoundText } from '../utils/stage-text';

/**
 * One placed match: who plays, what it is (division, stage and round), when; marked when it is the reader's own,
 * differs from what is published, or is a locked place the settings no longer allow (`flag`, the organizer's draft).
 */
export function MatchSlot({
  match,
  timeZone,
  flag,
  children,
}: {
  match: OrderOfPlayMatch;
  timeZone: string;
  flag?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-md border p-2',
        match.mine ? 'border-emerald-600 bg-emerald-50' : flag ? 'border-red-300 bg-white' : 'border-slate-200 bg-white',
      )}
    >
      <p className="text-sm font-medium break-words text-slate-900">
        {match.side1} <span className="font-normal text-slate-600">v</span> {match.side2}
      </p>
      <p className="text-xs text-slate-600">
        {matchClockText(match.start, timeZone)}–{matchClockText(match.end, timeZone)} · {match.division} · {stageRoundText(match)}
      </p>
      {(match.mine || match.locked || match.changed || flag) && (
        <div className="flex flex-wrap gap-1">
          {match.mine && <Badge tone="green">Your match</Badge>}
          {match.locked && <Badge tone="blue">Locked</Badge>}
          {match.changed && <Badge tone="amber">Not yet published</Badge>}
          {flag && <Badge tone="red">Outside the settings</Badge>}
        </div>
      )}
      {flag && <p className="text-xs break-words text-red-700">{flag}</p>}
      {children}
    </div>
  );
}
