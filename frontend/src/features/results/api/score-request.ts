import { checkResultScore, type ResultScoreInput, type ScoreFormatCode } from '@rallypoint/shared';

/**
 * The score part of every result request (submit, enter, correct). The winner travels too: the one the score gives
 * in the tournament's format (the server checks it again), or the one chosen for a walkover or a retirement. A
 * walkover carries no sets; blank notes are left out.
 */
export function toResultScoreRequest(values: ResultScoreInput, format: ScoreFormatCode): ResultScoreInput {
  const notes = values.notes?.trim();
  const check = checkResultScore(format, values);
  const winner = check.ok ? check.winner : values.winner;
  return {
    matchType: values.matchType,
    outcome: values.outcome,
    sets: values.outcome === 'walkover' ? [] : values.sets,
    ...(winner ? { winner } : {}),
    ...(notes ? { notes } : {}),
  };
}
