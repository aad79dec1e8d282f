import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { OrderOfPlayPublished, scheduleChangeLines } from '../../fixtures';
import { FindUsersByEmailsQuery, type UserProfile } from '../../identity';
import { PlayerUpdateRow } from '../domain/updates/player-update.entity';

/** Players with an account find their new times among their updates, from the same commit as the publication. */
@Injectable()
export class PostUpdateWhenOrderOfPlayPublished implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.reactions.on(OrderOfPlayPublished, (event, tx) => this.post(event, tx));
  }

  private async post(event: OrderOfPlayPublished, tx: Transaction): Promise<void> {
    const { players, tournamentName, timeZone } = event.payload;
    if (players.length === 0) return;
    const accounts = await this.queries.execute<FindUsersByEmailsQuery, UserProfile[]>(
      new FindUsersByEmailsQuery(players.map((p) => p.email)),
    );
    const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
    const rows = players.flatMap((change) => {
      const userId = byEmail.get(change.email);
      if (userId === undefined) return [];
      return [
        {
          userId,
          kind: 'order-of-play' as const,
          title: `Order of play: ${tournamentName}`,
          body: [`Times in ${timeZone}.`, ...scheduleChangeLines(change, timeZone)].join('\n'),
          link: `/tournament-fixtures/${event.aggregateId}`,
        },
      ];
    });
    if (rows.length) await tx.manager.insert(PlayerUpdateRow, rows);
  }
}
