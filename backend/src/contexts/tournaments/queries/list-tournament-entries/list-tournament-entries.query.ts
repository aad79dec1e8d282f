import { Query } from '@nestjs/cqrs';
import type { TournamentEntryFacts } from '../read-model/tournament-entry-facts';

/** What a ListTournamentEntriesQuery narrows the answer to; several given, those matching all. */
export interface EntryFilter {
  /** Only these entries (fixture players and result sides name entries by id). */
  ids?: readonly number[];
  /** Only the entries linked to these accounts: "does the submitter take part?". */
  userIds?: readonly number[];
  /** Only those shown by this name, letter case and runs of white space aside (a logged result's opponent). */
  named?: string;
  /** Withdrawn entries too (standings keep the results they played); left out, only entries holding a place. */
  withWithdrawn?: boolean;
}

/**
 * For other contexts, the tournaments context's answer to "who is entered in this tournament?" (docs/decisions/0013):
 * its entries, made by the public form or by Enroll, one per person, in entry order; no access check. Unpaged: ask
 * with a filter for rule checks; the fixture manager and the order of play ask for all (bounded by the places).
 */
export class ListTournamentEntriesQuery extends Query<TournamentEntryFacts[]> {
  constructor(
    readonly tournamentId: number,
    readonly filter: EntryFilter = {},
  ) {
    super();
  }
}
