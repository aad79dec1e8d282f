import type { Sport } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

/**
 * An entry made without an account now belongs to the account whose verified e-mail is the entry's (at once, at
 * verification or at sign-in): results name that account on the entry's side, and ratings replay the sport so its
 * earlier results count (docs/decisions/0013).
 */
export class EntryLinked extends DomainEvent<{ entryId: number; userId: number; sport: Sport }> {
  constructor(tournamentId: number, payload: { entryId: number; userId: number; sport: Sport }) {
    super('tournament', tournamentId, payload);
  }
}
