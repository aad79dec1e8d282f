import { useState } from 'react';
import { localParts, matchClockText, zonedDateTime, type OrderOfPlayMatch, type ScheduleSettingsView } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { useMoveMatch, useSwapMatches } from '../api/order-of-play';

/**
 * Moves one match to a court and start, or swaps it with another placed match; the server refuses a clash (409) and
 * the dialog says which.
 */
export function MoveMatchDialog({
  tournamentId,
  match,
  settings,
  others,
}: {
  tournamentId: number;
  match: OrderOfPlayMatch;
  settings: ScheduleSettingsView;
  /** The other placed matches it could swap with. */
  others: OrderOfPlayMatch[];
}) {
  const start = localParts(match.start, settings.timeZone);
  const [open, setOpen] = useState(false);
  const [court, setCourt] = useState(match.court);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [locked, setLocked] = useState(true);
  const [swapWith, setSwapWith] = useState('');
  const move = useMoveMatch(tournamentId);
  const swap = useSwapMatches(tournamentId);
  const title = `${match.side1} v ${match.side2}`;
  const failed = move.isError ? move.error : swap.isError ? swap.error : null;
  const refusal = failed ? (serverMessage(failed) ?? 'The match could not be moved.') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    move.mutate(
      { matchId: match.matchId, court, start: zonedDateTime(date, time, settings.timeZone), locked },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          move.reset();
          swap.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Move ${title}`}>
          Move
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move match</DialogTitle>
          <DialogDescription>
            {title}. Times are in {settings.timeZone}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Move match">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="move-court">Court</Label>
            <NativeSelect id="move-court" value={court} onChange={(e) => setCourt(e.target.value)}>
              {settings.courts.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="move-day">Day</Label>
              <NativeSelect id="move-day" value={date} onChange={(e) => setDate(e.target.value)}>
                {settings.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {d.date}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="move-time">Start</Label>
              <Input id="move-time" type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} required />
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="move-lock" checked={locked} onCheckedChange={(value) => setLocked(value === true)} />
            <Label htmlFor="move-lock">Lock this place (a new draft keeps it)</Label>
          </div>
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? 'Moving...' : 'Move match'}
            </Button>
          </div>
        </form>
        {others.length > 0 && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <Label htmlFor="swap-with">Or swap places with</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <NativeSelect
                id="swap-with"
                value={swapWith}
                onChange={(e) => setSwapWith(e.target.value)}
                className="min-w-0 sm:flex-1"
              >
                <option value="">Choose a match</option>
                {others.map((other) => (
                  <option key={other.matchId} value={other.matchId}>
                    {matchClockText(other.start, settings.timeZone)} {other.court}: {other.side1} v {other.side2}
                  </option>
                ))}
              </NativeSelect>
              <Button
                variant="outline"
                disabled={!swapWith || swap.isPending}
                onClick={() => swap.mutate({ matchId: match.matchId, other: swapWith }, { onSuccess: () => setOpen(false) })}
              >
                Swap
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
