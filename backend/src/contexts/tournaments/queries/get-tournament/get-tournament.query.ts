import { Query } from '@nestjs/cqrs';
import type { TournamentView } from '../read-model/tournament-view';

/** For other contexts: any tournament by id, with its stored status; no access check, the caller decides. */
export class GetTournamentQuery extends Query<TournamentView | null> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
