import { participantName, sameName, type TournamentParticipant } from '@rallypoint/shared';
import { badRequest, forbidden, type Refusal } from '../../../../platform/rules';
import {
  ENTERED_NAME_AMBIGUOUS,
  ENTERED_OPPONENT_NOT_A_PARTICIPANT,
  NOT_A_PARTICIPANT,
  OPPONENT_AMBIGUOUS,
  OPPONENT_NOT_A_PARTICIPANT,
  PLAYER_NOT_A_PARTICIPANT,
} from '../results.errors';

type Participant = Pick<TournamentParticipant, 'participantId' | 'firstName' | 'lastName' | 'username'>;

/**
 * The submitter must take part (docs/product-rules.md#registration-and-enrolment: enrolled, or registered through the form with their account e-mail;
 * the tournaments context's participant list answers both).
 */
export function submitterRefusal(input: {
  submitterId: number;
  participants: readonly Pick<Participant, 'participantId'>[];
}): Refusal | null {
  return input.participants.some((p) => p.participantId === input.submitterId) ? null : forbidden(NOT_A_PARTICIPANT);
}

/** The participants a name may mean (as GET /api/tournaments/{id}/participants names them). */
export function participantsNamed<P extends Participant>(participants: readonly P[], name: string): P[] {
  return participants.filter((p) => sameName(participantName(p), name));
}

/** The other participants the opponent's name may mean. */
export function opponentsNamed<P extends Participant>(
  participants: readonly P[],
  opponentName: string,
  submitterId: number,
): P[] {
  return participantsNamed(participants, opponentName).filter((p) => p.participantId !== submitterId);
}

/** What a name that matches nobody, or more than one participant, is refused with. */
interface NameRefusals {
  missing: string;
  ambiguous: string;
}

/** Texts for a player logging their own result: the spec's words, addressed to them ("Your opponent…"). */
const PLAYER_OPPONENT: NameRefusals = { missing: OPPONENT_NOT_A_PARTICIPANT, ambiguous: OPPONENT_AMBIGUOUS };

/** Texts for an organizer or admin entering a result: they name both sides, so the texts speak of "the player"/"the opponent". */
export const ENTERED_SIDES = {
  playerName: { missing: PLAYER_NOT_A_PARTICIPANT, ambiguous: ENTERED_NAME_AMBIGUOUS },
  opponentName: { missing: ENTERED_OPPONENT_NOT_A_PARTICIPANT, ambiguous: ENTERED_NAME_AMBIGUOUS },
} as const satisfies Record<string, NameRefusals>;

/** Exactly one participant must carry the name; otherwise a 400 with the caller's texts. */
export function namedParticipantRefusal(candidates: readonly Participant[], texts: NameRefusals): Refusal | null {
  if (candidates.length === 0) return badRequest(texts.missing);
  return candidates.length > 1 ? badRequest(texts.ambiguous) : null;
}

/** Exactly one other participant must carry the name; otherwise a 400 on `opponentName`. */
export function opponentRefusal(candidates: readonly Participant[]): Refusal | null {
  return namedParticipantRefusal(candidates, PLAYER_OPPONENT);
}
