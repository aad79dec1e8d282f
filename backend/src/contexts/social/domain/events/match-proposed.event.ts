import type { SocialMatchType } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type MatchProposedPayload = {
  proposerId: number;
  opponentId: number;
  matchType: SocialMatchType;
  tournamentId: number | null;
};

/** A player proposed a match (tournament, free play or invite); the opponent has to answer it. */
export class MatchProposed extends DomainEvent<MatchProposedPayload> {
  constructor(matchId: number, payload: MatchProposedPayload) {
    super('match', matchId, payload);
  }
}
