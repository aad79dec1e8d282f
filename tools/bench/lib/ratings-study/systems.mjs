// The two systems under study, as predict/learn pairs over the study's matches.
import { createElo } from './elo.mjs';

export function eloSystem() {
  const elo = createElo();
  return {
    predict: (match) => elo.winProbability(match.winner, match.loser),
    learn: (match) => elo.record(match.winner, match.loser),
  };
}

/** RallyPoint's rating book (the built shared lib's createRatingBook), tennis, with these parameter changes. */
export function rallyPointSystem(createRatingBook, parameters = {}) {
  const book = createRatingBook({ sport: 'tennis', parameters });
  return {
    predict: (match) => book.winProbability([match.winner], [match.loser], match.playedOn),
    learn: (match) =>
      book.record({ playedOn: match.playedOn, sideA: [match.winner], sideB: [match.loser], winner: 'A', sets: match.sets }),
  };
}
