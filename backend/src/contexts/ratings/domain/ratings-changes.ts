import type { PlayerRatingRow } from './player-rating.entity';
import type { RatingPointRow } from './rating-point.entity';
import type { RatingsState } from './replay-ratings';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const same = (a: { value: number; deviation: number }, b: { value: number; deviation: number }) =>
  close(a.value, b.value) && close(a.deviation, b.deviation);
const sameState = (a: PlayerRatingRow, b: PlayerRatingRow) =>
  a.matches === b.matches &&
  same(a, b) &&
  close(a.mu, b.mu) &&
  close(a.phi, b.phi) &&
  close(a.sigma, b.sigma) &&
  close(a.lastDay, b.lastDay);

const pointKey = (p: Pick<RatingPointRow, 'userId' | 'resultId'>) => `${p.userId}:${p.resultId}`;

export interface RatingsChanges {
  changedRatings: PlayerRatingRow[];
  goneUsers: number[];
  changedPoints: RatingPointRow[];
  gonePoints: RatingPointRow[];
}

/** What a replay changes in a sport's stored rows: only those are written, so an unchanged replay writes nothing. */
export function ratingsChanges(before: RatingsState, after: RatingsState): RatingsChanges {
  const oldRatings = new Map(before.ratings.map((r) => [r.userId, r]));
  const changedRatings = after.ratings.filter((r) => {
    const old = oldRatings.get(r.userId);
    return !old || !sameState(old, r);
  });
  const keptUsers = new Set(after.ratings.map((r) => r.userId));
  const goneUsers = before.ratings.filter((r) => !keptUsers.has(r.userId)).map((r) => r.userId);

  const oldPoints = new Map(before.points.map((p) => [pointKey(p), p]));
  const changedPoints = after.points.filter((p) => {
    const old = oldPoints.get(pointKey(p));
    return !old || String(old.playedOn).slice(0, 10) !== p.playedOn || !same(old, p) || !close(old.valueBefore, p.valueBefore);
  });
  const keptPoints = new Set(after.points.map(pointKey));
  const gonePoints = before.points.filter((p) => !keptPoints.has(pointKey(p)));
  return { changedRatings, goneUsers, changedPoints, gonePoints };
}
