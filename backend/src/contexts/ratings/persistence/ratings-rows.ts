import type { Sport } from '@rallypoint/shared';
import { In, type EntityManager } from 'typeorm';
import { PlayerRatingRow } from '../domain/player-rating.entity';
import { RatingPointRow } from '../domain/rating-point.entity';
import { RatingSportRow } from '../domain/rating-sport.entity';
import type { RatingsState } from '../domain/replay-ratings';

/** The ratings' rows through their entities (docs/decisions/0010); the hand-written statements are in ratings.sql.ts. */

const CHUNK = 1000;

/** The sport's ratings and trend points as stored. */
export async function sportState(manager: EntityManager, sport: Sport): Promise<RatingsState> {
  const [ratings, points] = await Promise.all([
    manager.find(PlayerRatingRow, { where: { sport } }),
    manager.find(RatingPointRow, { where: { sport } }),
  ]);
  return { ratings, points };
}

/** These players' saved ratings in the sport (the engine's snapshots a catch-up resumes from). */
export function savedRatings(manager: EntityManager, sport: Sport, userIds: number[]): Promise<PlayerRatingRow[]> {
  return manager.find(PlayerRatingRow, { where: { sport, userId: In(userIds) } });
}

export async function saveRatings(manager: EntityManager, rows: PlayerRatingRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await manager.upsert(PlayerRatingRow, rows.slice(i, i + CHUNK), ['userId', 'sport']);
}

export async function savePoints(manager: EntityManager, rows: RatingPointRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await manager.upsert(RatingPointRow, rows.slice(i, i + CHUNK), ['userId', 'sport', 'resultId']);
}

/** The last `rated_seq` the sport's ratings include, or null before its first. */
export async function ratedUpTo(manager: EntityManager, sport: Sport): Promise<string | null> {
  return (await manager.findOneBy(RatingSportRow, { sport }))?.ratedSeq ?? null;
}

export async function markRatedUpTo(manager: EntityManager, sport: Sport, ratedSeq: string): Promise<void> {
  await manager.upsert(RatingSportRow, { sport, ratedSeq }, ['sport']);
}

export function countRatings(manager: EntityManager): Promise<number> {
  return manager.count(PlayerRatingRow);
}
