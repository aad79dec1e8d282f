import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { MovedDates, TournamentDates } from '../utils/playing-days';

/**
 * Shown when playing days lie outside the tournament's dates: change the days, or move the dates to hold them (with a
 * confirmation that says the new dates, and the registration deadline when it has to follow the start).
 */
export function MoveDatesOffer({
  tournament,
  moved,
  pending,
  onConfirm,
}: {
  tournament: TournamentDates;
  /** The dates that would hold the playing days; null while a day is not a valid date. */
  moved: MovedDates | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const now = `${formatDate(tournament.startDate.slice(0, 10))} – ${formatDate(tournament.endDate.slice(0, 10))}`;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        Playing days must lie within the tournament&apos;s dates ({now}). Change the days, or move the tournament&apos;s dates to
        hold them.
      </p>
      {moved && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="self-start" disabled={pending}>
              {pending ? 'Moving dates...' : "Move the tournament's dates"}
            </Button>
          }
          title="Move the tournament's dates?"
          description={
            <>
              The tournament will run from {formatDate(moved.startDate)} to {formatDate(moved.endDate)} (now {now}), and the
              public page will show the new dates.
              {moved.registrationDeadline &&
                ` Registration will close on ${formatDate(moved.registrationDeadline)}, as it must close by the start.`}{' '}
              The settings are saved next.
            </>
          }
          confirmLabel="Move dates and save"
          onConfirm={onConfirm}
        />
      )}
    </div>
  );
}
