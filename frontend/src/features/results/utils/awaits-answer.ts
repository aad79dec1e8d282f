import type { MatchResultView } from '@rallypoint/shared';

type AnswerFields = Pick<MatchResultView, 'opponentId' | 'status' | 'confirmation'>;

/** A result this user, its opponent, may still confirm or dispute. */
export const awaitsAnswerFrom = (result: AnswerFields, userId: number | undefined): boolean =>
  result.opponentId === userId && result.status === 'pending' && result.confirmation === 'awaiting';

/** Why a result the user was asked about no longer awaits their answer, in a line for them. */
export function noLongerAwaitingText(result: Pick<MatchResultView, 'status' | 'confirmation'>): string {
  if (result.confirmation === 'confirmed') return 'You confirmed this result.';
  if (result.confirmation === 'disputed') return 'You disputed this result; the organizer decides it.';
  if (result.status !== 'pending') return `The organizer ${result.status} this result.`;
  return 'The time to answer this result has passed; the organizer decides it.';
}
