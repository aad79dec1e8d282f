import { Injectable, OnModuleInit } from '@nestjs/common';
import { SPORTS } from '@rallypoint/shared';
import { TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { TournamentDeleted } from '../../tournaments';
import { RatingsProjection } from '../domain/ratings-projection';
import { sportsRated } from '../persistence/ratings-rows';

/**
 * In the deletion's transaction, the ratings are replayed without the results it takes (a deleted tournament's, the
 * results a deleted user submitted; the results context removes the rows): the replay leaves them out itself, so it
 * does not matter which reaction runs first. A tournament's sport is not in its deletion event, so every sport is
 * replayed; a user's results count in the sports they have a rating in.
 */
@Injectable()
export class ReplayRatingsWithoutDeletedResults implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly ratings: RatingsProjection,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentDeleted, async (event, tx) => {
      const tournamentId = Number(event.aggregateId);
      await this.ratings.refresh(tx.manager, undefined, (result) => result.tournamentId === tournamentId);
    });
    this.reactions.on(UserDeleted, async (event, tx) => {
      const submitter = event.aggregateId;
      const rated = new Set(await sportsRated(tx.manager, Number(submitter)));
      // In the one order every replay locks the sports in, so two deletions never wait on each other.
      for (const sport of SPORTS.filter((each) => rated.has(each)))
        await this.ratings.refresh(tx.manager, sport, (result) => result.sideA[0] === submitter);
    });
  }
}
