import { useId } from 'react';
import type { FlaggedPlacement } from '@rallypoint/shared';

/** Who plays a match ("Ada Ace v Bo Baseline"), when the screen knows it. */
export type MatchNamer = (matchId: string) => string | undefined;

/**
 * Locked (or played) matches the settings now leave outside the playing days, the hours or their players' time: the
 * scheduler keeps them where they are, so the organizer moves or unlocks them.
 */
export function FlaggedList({ flagged, nameOf }: { flagged: readonly FlaggedPlacement[]; nameOf: MatchNamer }) {
  const headingId = useId();
  if (flagged.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-red-200 bg-red-50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-red-900">
        Locked matches outside the settings ({flagged.length})
      </h3>
      <p className="mt-1 text-sm text-red-900">They keep their place: move or unlock each one.</p>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-red-900">
        {flagged.map((f) => (
          <li key={f.matchId} className="break-words">
            <span className="font-medium">{nameOf(f.matchId) ?? f.matchId}</span>: {f.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
