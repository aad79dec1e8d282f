import { QueryBus } from '@nestjs/cqrs';
import type { Transaction } from '../../../platform/events';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import type { TournamentView } from '../../tournaments';
import { loadTournament } from '../../fixtures';
import { MatchResult } from './match-result.entity';

export interface ResultParties {
  result: MatchResult;
  tournament: TournamentView;
  /** Absent when that account is gone, or the side's entry has none. */
  organizer?: UserProfile;
  player?: UserProfile;
  opponent?: UserProfile;
}

/**
 * A result and everyone it concerns, as the reactions to it read them inside its transaction. Each read is made once
 * per transaction however many reactions ask (the result is held, the other contexts' answers memoized), so the
 * e-mails to the organizer and to the opponent of one submission cost one set of reads.
 */
export async function resultParties(tx: Transaction, queries: QueryBus, resultId: number): Promise<ResultParties> {
  const result = await tx.load(MatchResult, resultId);
  const tournament = await loadTournament(queries, result.tournamentId, tx);
  const accounts = [tournament.organizerId, result.playerId, result.opponentId].filter((id): id is number => id !== null);
  const profiles = await tx.ask<UserProfile[]>(queries, new GetUserProfilesQuery(accounts));
  // A side without an account (an entry made by the form alone) has no profile: nobody to write to.
  const profileOf = (id: number | null) => (id === null ? undefined : profiles.find((profile) => profile.id === id));
  return {
    result,
    tournament,
    organizer: profileOf(tournament.organizerId),
    player: profileOf(result.playerId),
    opponent: profileOf(result.opponentId),
  };
}
