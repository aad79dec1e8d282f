// Scores a rating system on matches in play order: each match is predicted with the ratings as they stand, and
// only then learned from. Scored seasons are summed per season; every match is learned from, scored or not.

/** Right when the winner was given more than half; an even call counts half. */
export function correctness(winnerChance) {
  return winnerChance > 0.5 ? 1 : winnerChance === 0.5 ? 0.5 : 0;
}

/** -ln of the winner's chance; a certain miss (chance 0) would be infinite, so it is floored at 1e-15. */
export function logLoss(winnerChance) {
  return -Math.log(Math.max(winnerChance, 1e-15));
}

/**
 * `system` has predict(match) (the winner's chance) and learn(match). Returns, for each scored season in order,
 * { season, matches, accuracy, logLoss }, and their unweighted mean over seasons.
 */
export function scoreBySeason(matches, system, scoredSeasons) {
  const scored = new Set(scoredSeasons);
  const totals = new Map(scoredSeasons.map((season) => [season, { matches: 0, correct: 0, loss: 0 }]));
  for (const match of matches) {
    if (scored.has(match.season)) {
      const chance = system.predict(match);
      const total = totals.get(match.season);
      total.matches++;
      total.correct += correctness(chance);
      total.loss += logLoss(chance);
    }
    system.learn(match);
  }
  const seasons = scoredSeasons.map((season) => {
    const { matches: count, correct, loss } = totals.get(season);
    if (count === 0) throw new Error(`Season ${season} has no matches to score`);
    return { season, matches: count, accuracy: correct / count, logLoss: loss / count };
  });
  const mean = (key) => seasons.reduce((sum, s) => sum + s[key], 0) / seasons.length;
  return { seasons, accuracy: mean('accuracy'), logLoss: mean('logLoss') };
}
