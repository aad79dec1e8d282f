import { badRequest, forbidden, type Refusal } from '../../../../platform/rules';
import { NOT_A_PARTICIPANT, OPPONENT_NOT_A_PARTICIPANT } from '../social.errors';

/**
 * A tournament match is between two of that tournament's participants: `participantIds` are those the tournaments
 * context says take part (enrolled, or registered through the form with their account e-mail; docs/product-rules.md#registration-and-enrolment).
 */
export function tournamentPlayersRefusal(participantIds: number[], proposerId: number, opponentId: number): Refusal | null {
  if (!participantIds.includes(proposerId)) return forbidden(NOT_A_PARTICIPANT);
  if (!participantIds.includes(opponentId)) return badRequest(OPPONENT_NOT_A_PARTICIPANT);
  return null;
}
