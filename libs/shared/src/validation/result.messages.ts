import { MAX_POINTS, MAX_SETS, MIN_GAMES } from '../scores/score-limits';
import { SCORE_MESSAGES } from '../scores/score.messages';

export const MAX_RESULT_NOTES = 1000;

/** At most one page of tournaments per pending-counts request. */
export const MAX_PENDING_COUNT_TOURNAMENTS = 200;

/** The Log Results form's messages and the submission's failure texts. */
export const RESULT_MESSAGES = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please select a tournament and choose an opponent',
  tournamentId: 'Please select a tournament',
  opponentName: 'Please choose an opponent',
  opponentNameTooLong: 'Opponent name must be at most 200 characters',
  fixtureMatchId: 'Fixture match must be a match id of at most 80 characters',
  matchType: 'Match type must be league, semi-final, final or knockout',
  sets: 'At least one set is required',
  tooManySets: `At most ${MAX_SETS} sets can be logged`,
  /** Kept identical to the score checker's, so both forms say the same thing. */
  games: SCORE_MESSAGES.games,
  score: `Scores must be whole numbers from ${MIN_GAMES} to ${MAX_POINTS}`,
  outcome: 'Outcome must be completed, walkover or retired',
  winner: 'Winner must be player or opponent',
  notes: `Notes must be at most ${MAX_RESULT_NOTES} characters`,
  decision: 'Status must be approved or rejected',
  status: 'Status must be pending, approved or rejected',
  tournamentIds: `Tournament ids must be up to ${MAX_PENDING_COUNT_TOURNAMENTS} whole numbers from 1, separated by commas`,
  confirmationDecision: 'Decision must be confirm or dispute',
  disputeComment: 'Please say what is wrong with this result',
  comment: `Comment must be at most ${MAX_RESULT_NOTES} characters`,
  playerName: 'Please choose a player',
  playerNameTooLong: 'Player name must be at most 200 characters',
  approveAgreedResults: 'Approve agreed results must be true or false',
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit result. Please try again.',
  submittedTitle: 'Result Submitted',
  submitted: 'Your result has been sent for organizer approval.',
} as const;
