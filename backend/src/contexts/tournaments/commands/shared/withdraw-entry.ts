import type { QueryBus } from '@nestjs/cqrs';
import type { Transaction } from '../../../../platform/events';
import { EntryWithdrawn } from '../../domain/events/entry-withdrawn.event';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import type { Tournament } from '../../domain/tournament.entity';
import { promoteFromWaitlist } from './waitlist';

/**
 * An entry gives its place back (docs/decisions/0013): withdrawn, not deleted, so it keeps the results it played and
 * its remaining matches become walkovers (EntryWithdrawn's reactions); the first in line takes the place in the same
 * transaction, which holds the tournament's row lock.
 */
export async function withdrawEntry(
  tx: Transaction,
  queries: QueryBus,
  tournament: Tournament,
  entry: TournamentEntry,
  { byOrganizer, today }: { byOrganizer: boolean; today: string },
): Promise<void> {
  await tx.manager.update(TournamentEntry, { id: entry.id }, { status: 'withdrawn' });
  tx.record(new EntryWithdrawn(tournament.id, { entryId: entry.id, userId: entry.userId, byOrganizer }));
  await promoteFromWaitlist(tx, queries, tournament, today);
}
