import type { ReactNode } from 'react';
import { DEFAULT_SCORE_FORMAT, SCORE_FORMAT_DETAILS, type ScoreFormat } from '@rallypoint/shared';
import { QueryState } from '@/components/ui/query-state';
import { useTournament } from '@/lib/api/tournaments';

/** Renders its children once the tournament's score format is known: the organizer's score forms check it. */
export function WithScoreFormat({
  tournamentId,
  children,
}: {
  tournamentId: number;
  children: (format: ScoreFormat) => ReactNode;
}) {
  const tournament = useTournament(tournamentId);
  return (
    <QueryState query={tournament} loading="Loading the tournament..." error="Failed to load the tournament's score format.">
      {(detail) => children(SCORE_FORMAT_DETAILS[detail.scoreFormat] ?? SCORE_FORMAT_DETAILS[DEFAULT_SCORE_FORMAT[detail.sport]])}
    </QueryState>
  );
}
