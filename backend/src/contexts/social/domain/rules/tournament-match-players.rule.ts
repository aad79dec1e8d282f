import { badRequest, forbidden, type Refusal } from '../../../../platform/rules';
import { NOT_A_PARTICIPANT, OPPONENT_NOT_A_PARTICIPANT } from '../social.errors';

/**
 * A tournament match is between two of that tournament's entrants with accounts: `participantIds` are the accounts
 * of its entries holding a place (docs/product-rules.md#registration-and-enrolment).
 */
export function tournamentPlayersRefusal(participantIds: number[], proposerId: number, opponentId: number): Refusal | null {
  if (!participantIds.includes(proposerId)) return forbidden(NOT_A_PARTICIPANT);
  if (!participantIds.includes(opponentId)) return badRequest(OPPONENT_NOT_A_PARTICIPANT);
  return null;
}
