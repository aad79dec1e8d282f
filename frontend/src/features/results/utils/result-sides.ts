import { resultScoreText, type MatchResultView, type ResultSet, type ResultWinner } from '@rallypoint/shared';

/** A set as the other side reads it: results are stored from the submitter's side (`playerGames` are theirs). */
export const flipSet = (set: ResultSet): ResultSet => ({
  playerGames: set.opponentGames,
  opponentGames: set.playerGames,
  playerTieBreak: set.opponentTieBreak ?? null,
  opponentTieBreak: set.playerTieBreak ?? null,
});

/** "4-6, 3-6": the score with the opponent's games first, as the opponent reads it. */
export const opponentScoreText = (result: Pick<MatchResultView, 'outcome' | 'sets'>): string =>
  resultScoreText({ outcome: result.outcome, sets: result.sets.map(flipSet) });

/** Who won, named: the submitting player or their opponent. */
export const winnerName = (result: Pick<MatchResultView, 'playerName' | 'opponentName'>, winner: ResultWinner): string =>
  winner === 'player' ? result.playerName : result.opponentName;

/** "Ana Court (@ana)": how an organizer tells two players of one name apart while judging their result. */
export const nameWithUsername = (name: string, username: string | null): string => (username ? `${name} (@${username})` : name);
