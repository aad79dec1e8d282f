import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { pageByKey } from '../../../platform/database/paging';
import { FanoutMail, MailFanouts } from '../../../platform/mail';
import { OrderOfPlayPublished, scheduleChangeLines, type PlayerScheduleChange } from '../../order-of-play';
import { FindUsersByEmailsQuery, type UserProfile } from '../../identity';
import { PlayerUpdateRow } from '../domain/updates/player-update.entity';

const ORDER_OF_PLAY_UPDATES = 'order-of-play-updates';

type OrderOfPlayUpdates = { tournamentId: number; tournamentName: string; timeZone: string; players: PlayerScheduleChange[] };

/**
 * Players with an account find their new times among their updates. The publication's transaction writes one fan-out
 * (platform/mail, mail-fanouts.ts); the worker writes the updates chunk by chunk, each chunk with the fan-out's cursor,
 * so each player gets one update however often a worker dies.
 */
@Injectable()
export class PostUpdateWhenOrderOfPlayPublished implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly fanouts: MailFanouts,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.reactions.on(OrderOfPlayPublished, async (event, tx) => {
      const { players, tournamentName, timeZone } = event.payload;
      if (players.length === 0) return;
      const updates = { tournamentId: Number(event.aggregateId), tournamentName, timeZone, players };
      await this.fanouts.start<OrderOfPlayUpdates>(tx, ORDER_OF_PLAY_UPDATES, updates);
    });
    this.fanouts.register<OrderOfPlayUpdates>(ORDER_OF_PLAY_UPDATES, (tx, updates, after, limit) =>
      this.post(tx, updates, after, limit),
    );
  }

  private async post(tx: Transaction, updates: OrderOfPlayUpdates, after: string | null, limit: number): Promise<FanoutMail[]> {
    const page = pageByKey(
      updates.players.map((change) => ({ key: change.email, change })),
      after,
      limit,
    );
    if (page.length === 0) return [];
    const accounts = await tx.ask<UserProfile[]>(this.queries, new FindUsersByEmailsQuery(page.map((p) => p.key)));
    const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
    const rows = page.flatMap(({ key, change }) => {
      const userId = byEmail.get(key);
      if (userId === undefined) return [];
      return [
        {
          userId,
          kind: 'order-of-play' as const,
          title: `Order of play: ${updates.tournamentName}`,
          body: [`Times in ${updates.timeZone}.`, ...scheduleChangeLines(change, updates.timeZone)].join('\n'),
          link: `/tournament-fixtures/${updates.tournamentId}`,
        },
      ];
    });
    if (rows.length) await tx.manager.insert(PlayerUpdateRow, rows);
    return page.map(({ key }) => ({ key }));
  }
}
