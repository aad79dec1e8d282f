import type { ResultMatchesQuery } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/**
 * `GET /api/tournaments/{id}/result-matches?playerEntryId=&opponentEntryId=`: the open fixture matches a new result
 * between two entries may name, in schedule order. A player asks for their own entry's (the player side left out);
 * the organizer or an admin for any two entries.
 */
export class ListResultMatchesQuery {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer,
    readonly filter: ResultMatchesQuery,
  ) {}
}
