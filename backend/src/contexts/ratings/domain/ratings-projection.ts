import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SPORTS, type Sport } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../platform/events';
import {
  ListRatedResultsQuery,
  NumberApprovedResultsCommand,
  ResultRatingsChanged,
  type NumberedApprovals,
  type NumberedResult,
  type RatedResult,
} from '../../results';
import { deletePlayerRatings, deleteRatingPoints, lockSportRatings } from '../persistence/ratings.sql';
import { markRatedUpTo, ratedUpTo, savedRatings, savePoints, saveRatings, sportState } from '../persistence/ratings-rows';
import { CoalescedRuns } from './coalesced-runs';
import { ResultRated } from './events/result-rated.event';
import { ratingsChanges } from './ratings-changes';
import { changesOf } from './result-rating-changes';
import { replayRatings, type RatingsState } from './replay-ratings';

/**
 * Keeps `player_ratings` and `rating_points` equal to a replay of each sport's approved results in the order they
 * entered the ratings (docs/results-and-ratings.md). A sport's updates take turns on an advisory lock, under which
 * the results context numbers each newly rated result (`rated_seq`), so the order is the lock's and no two updates
 * write replays missing each other. The results come from the results' own queries; the rows are written through
 * persistence/.
 *
 * New approvals are rated right after their transaction commits (`catchUp`), so approvals never wait on each other
 * for the lock, and the requests of one process share runs (coalesced-runs.ts); whoever takes the lock rates every
 * approved result still unrated, so a catch-up that failed is made good by the next one. They go last, so nothing
 * before them changes: only their players' rows are written (`resumeWith`). Each one rated records how it moved its
 * players' ratings (ResultRatingsChanged), which its approval's e-mail tells. Anything else (a corrected score,
 * results gone with a deletion, ratings not yet built) replays the sport and writes the rows whose numbers changed,
 * in the caller's transaction.
 */
@Injectable()
export class RatingsProjection {
  private readonly catchUps = new CoalescedRuns<Sport>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** Rates the sport's approved results not rated yet, in approval order; requests made meanwhile share one run. */
  catchUp(sport: Sport): Promise<void> {
    return this.catchUps.run(sport, () => this.rateUnrated(sport));
  }

  /** In a transaction of its own, by nobody in particular: it rates whatever approvals are waiting. */
  private rateUnrated(sport: Sport): Promise<void> {
    return this.uow.run(null, async (tx) => {
      await lockSportRatings(tx.manager, sport);
      const { lastSeq, numbered: added } = await this.commands.execute<NumberApprovedResultsCommand, NumberedApprovals>(
        new NumberApprovedResultsCommand(tx.manager, sport),
      );
      if (added.length === 0) return;
      const upTo = await ratedUpTo(tx.manager, sport);
      let after: RatingsState;
      if (lastSeq === upTo)
        after = await this.resumeWith(
          tx.manager,
          sport,
          added.map((r) => r.rated),
        );
      else {
        after = replayRatings(
          sport,
          (await this.ratedInOrder(tx.manager, sport)).map((r) => r.rated),
        );
        await this.writeChanges(tx.manager, sport, after);
      }
      for (const { rated } of added) tx.record(new ResultRated(rated.resultId, { rated }));
      for (const [resultId, changes] of changesOf(after, added))
        tx.record(new ResultRatingsChanged(resultId, { sport, changes }));
      await markRatedUpTo(tx.manager, sport, added.at(-1)!.seq);
    });
  }

  /** After another change to the approved results of one sport (or, with none given, of any): replayed in full. */
  async refresh(manager: EntityManager, sport?: Sport): Promise<void> {
    for (const each of sport ? [sport] : SPORTS) {
      await lockSportRatings(manager, each);
      const results = await this.ratedInOrder(manager, each);
      await this.writeChanges(
        manager,
        each,
        replayRatings(
          each,
          results.map((r) => r.rated),
        ),
      );
      const last = results.at(-1);
      if (last) await markRatedUpTo(manager, each, last.seq);
    }
  }

  /** The rebuild from the event log: these results, in this order, are the sport's ratings. */
  async replace(manager: EntityManager, sport: Sport, results: readonly RatedResult[]): Promise<void> {
    await lockSportRatings(manager, sport);
    await this.writeChanges(manager, sport, replayRatings(sport, results));
    const last = (await this.ratedInOrder(manager, sport)).at(-1);
    if (last) await markRatedUpTo(manager, sport, last.seq);
  }

  /** The sport's rated results in the order they were rated, as the results context numbered them. */
  private ratedInOrder(manager: EntityManager, sport: Sport): Promise<NumberedResult[]> {
    return this.queries.execute<ListRatedResultsQuery, NumberedResult[]>(new ListRatedResultsQuery(manager, { sport }));
  }

  /**
   * Results rated last change only their own players: each resumes from their saved state (the engine's snapshot),
   * so a catch-up costs the new results, not the sport's history.
   */
  private async resumeWith(manager: EntityManager, sport: Sport, added: readonly RatedResult[]): Promise<RatingsState> {
    const players = [...new Set(added.flatMap((r) => [...r.sideA, ...r.sideB]).map(Number))];
    const next = replayRatings(sport, added, await savedRatings(manager, sport, players));
    await saveRatings(manager, next.ratings);
    await savePoints(manager, next.points);
    return next;
  }

  private async writeChanges(manager: EntityManager, sport: Sport, after: RatingsState): Promise<void> {
    const { changedRatings, goneUsers, changedPoints, gonePoints } = ratingsChanges(await sportState(manager, sport), after);
    if (goneUsers.length) await deletePlayerRatings(manager, sport, goneUsers);
    if (gonePoints.length) await deleteRatingPoints(manager, sport, gonePoints);
    await saveRatings(manager, changedRatings);
    await savePoints(manager, changedPoints);
  }
}
