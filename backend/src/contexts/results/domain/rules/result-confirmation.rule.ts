import { conflict, forbidden, type Refusal } from '../../../../platform/rules';
import { confirmationAt } from '../confirmation';
import type { MatchResult } from '../match-result.entity';
import {
  ALREADY_ANSWERED,
  ANSWER_TOO_LATE,
  decidedBeforeAnswer,
  NOT_ASKED,
  NOTHING_TO_CONFIRM,
  ONLY_OPPONENT,
} from '../results.errors';

type Answerable = Pick<MatchResult, 'opponentId' | 'status' | 'confirmation' | 'submittedAt'>;

/** Only the opponent answers (anyone else who may see the result gets 403), once, while the result is pending and within the window. */
export function confirmationRefusal(actorId: number, result: Answerable, now: Date): Refusal | null {
  if (result.opponentId !== actorId) return forbidden(ONLY_OPPONENT);
  if (result.status !== 'pending') return conflict(decidedBeforeAnswer(result.status));
  const state = confirmationAt(result, now);
  if (state === 'not-needed') return conflict(NOTHING_TO_CONFIRM);
  // Logged against an entry without an account (linked since): it went to the organizer, nobody was asked.
  if (state === 'organizer') return conflict(NOT_ASKED);
  if (state === 'expired') return conflict(ANSWER_TOO_LATE);
  return state === 'awaiting' ? null : conflict(ALREADY_ANSWERED);
}
