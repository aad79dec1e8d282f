import type { MatchAnswer } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type MatchAnsweredPayload = {
  proposerId: number;
  opponentId: number;
  response: MatchAnswer;
};

/** The invitee accepted or declined a proposed match. */
export class MatchAnswered extends DomainEvent<MatchAnsweredPayload> {
  constructor(matchId: number, payload: MatchAnsweredPayload) {
    super('match', matchId, payload);
  }
}
