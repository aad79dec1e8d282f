import { Query } from '@nestjs/cqrs';
import type { TournamentEntryFacts } from '../read-model/tournament-entry-facts';

/**
 * For other contexts: the entries linked to one account across tournaments, withdrawn ones left out ("my matches",
 * calendars, the dashboard find a player's fixture matches by these entry ids).
 */
export class ListUserEntriesQuery extends Query<TournamentEntryFacts[]> {
  constructor(readonly userId: number) {
    super();
  }
}
