// The baseline: FiveThirtyEight's tennis Elo. Ratings start at 1500; a player's K is 250 / (matches + 5)^0.4,
// counting the matches they played before this one.

export const ELO_START = 1500;

/** The Elo expected score of a player rated `a` against one rated `b`. */
export function eloExpected(a, b) {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

export function eloK(matchesPlayed) {
  return 250 / (matchesPlayed + 5) ** 0.4;
}

export function createElo() {
  const ratings = new Map();
  const played = new Map();
  const rating = (id) => ratings.get(id) ?? ELO_START;
  return {
    rating,
    /** Chance that `a` beats `b`. */
    winProbability: (a, b) => eloExpected(rating(a), rating(b)),
    record(winner, loser) {
      const surprise = 1 - eloExpected(rating(winner), rating(loser));
      const winnerPlayed = played.get(winner) ?? 0;
      const loserPlayed = played.get(loser) ?? 0;
      ratings.set(winner, rating(winner) + eloK(winnerPlayed) * surprise);
      ratings.set(loser, rating(loser) - eloK(loserPlayed) * surprise);
      played.set(winner, winnerPlayed + 1);
      played.set(loser, loserPlayed + 1);
    },
  };
}
