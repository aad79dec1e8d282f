import type { Role } from '@rallypoint/shared';
import { badRequest, notFound, type Refusal } from '../../../../platform/rules';
import { NOT_AGAINST_YOURSELF, NOT_TO_YOURSELF, OPPONENT_NOT_FOUND, RECIPIENT_NOT_FOUND } from '../social.errors';

export interface Addressee {
  id: number;
  isActive: boolean;
  role: Role;
}

/** Messages and kudos go to any active account other than the sender's own. */
export function recipientRefusal(senderId: number, recipientId: number, recipient: Addressee | null): Refusal | null {
  if (recipientId === senderId) return badRequest(NOT_TO_YOURSELF);
  if (!recipient || !recipient.isActive) return notFound(RECIPIENT_NOT_FOUND);
  return null;
}

/** Matches are between two players: the opponent must be an active player, and not the proposer. */
export function opponentRefusal(proposerId: number, opponentId: number, opponent: Addressee | null): Refusal | null {
  if (opponentId === proposerId) return badRequest(NOT_AGAINST_YOURSELF);
  if (!opponent || !opponent.isActive || opponent.role !== 'player') return notFound(OPPONENT_NOT_FOUND);
  return null;
}
