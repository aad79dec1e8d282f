import { conflict, forbidden, type Refusal } from '../../../../platform/rules';
import type { MatchEvent } from '../match-event.entity';
import { alreadyAnswered, INVITATION_EXPIRED, ONLY_INVITEE_ANSWERS } from '../social.errors';

/** Only the invitee answers, once, and not after the match day has gone by. */
export function answerRefusal(
  match: Pick<MatchEvent, 'opponentId' | 'response' | 'date'>,
  callerId: number,
  today: string,
): Refusal | null {
  if (match.opponentId !== callerId) return forbidden(ONLY_INVITEE_ANSWERS);
  if (match.response !== 'pending') return conflict(alreadyAnswered(match.response));
  if (match.date < today) return conflict(INVITATION_EXPIRED);
  return null;
}
