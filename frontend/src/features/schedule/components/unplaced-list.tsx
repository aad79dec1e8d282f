import type { OrderOfPlayUnplaced } from '@rallypoint/shared';

/** Matches the draft could not place, each with why, so the organizer knows what to change (hours, courts, a lock). */
export function UnplacedList({ unplaced }: { unplaced: OrderOfPlayUnplaced[] }) {
  if (unplaced.length === 0) return null;
  return (
    <section aria-labelledby="unplaced-heading" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 id="unplaced-heading" className="text-sm font-semibold text-amber-900">
        Not placed ({unplaced.length})
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-amber-900">
        {unplaced.map((u) => (
          <li key={u.matchId} className="break-words">
            <span className="font-medium">
              {u.side1} v {u.side2}
            </span>{' '}
            ({u.division}): {u.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
