import type { OrderOfPlayUnplaced } from '@rallypoint/shared';
import { stageRoundText } from '../utils/stage-text';

/**
 * Matches the draft could not place, each with its division, stage and round, and what blocks it (a player's time, the
 * stage it waits for, full courts), so the organizer knows what to change.
 */
export function UnplacedList({ unplaced }: { unplaced: readonly OrderOfPlayUnplaced[] }) {
  if (unplaced.length === 0) return null;
  return (
    <section aria-labelledby="unplaced-heading" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 id="unplaced-heading" className="text-sm font-semibold text-amber-900">
        Not placed ({unplaced.length})
      </h3>
      <ul className="mt-2 flex flex-col gap-3 text-sm text-amber-900">
        {unplaced.map((u) => (
          <li key={u.matchId} className="flex flex-col break-words">
            <span className="font-medium">
              {u.side1} v {u.side2}
            </span>
            <span className="text-xs">
              {u.division} · {stageRoundText(u)}
            </span>
            <span>{u.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
