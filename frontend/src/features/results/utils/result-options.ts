import { MATCH_TYPES, MATCH_TYPE_LABELS, type ResultSet, type SubmitResultFormInput } from '@rallypoint/shared';

/** The first set a played match starts with, before any number is typed. */
export const FIRST_SET = { playerGames: 0, opponentGames: 0 };

export const matchTypeOptions = MATCH_TYPES.map((value) => ({ value, label: MATCH_TYPE_LABELS[value] }));

export const outcomeOptions = [
  { value: 'completed', label: 'Played to the end' },
  { value: 'walkover', label: 'Walkover (no match played)' },
  { value: 'retired', label: 'Retirement (score so far)' },
];

/** The form's sets as numbers (inputs may hold strings while typing), for checking the score live. */
export const setNumbers = (sets: SubmitResultFormInput['sets'] | undefined): ResultSet[] =>
  (sets ?? []).map((s) => ({ ...s, playerGames: Number(s.playerGames), opponentGames: Number(s.opponentGames) }));
