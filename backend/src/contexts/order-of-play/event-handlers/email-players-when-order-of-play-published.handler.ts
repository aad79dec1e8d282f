import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { TransactionalReactions } from '../../../platform/events';
import { pageByKey } from '../../../platform/database/paging';
import { FanoutMail, MailFanouts } from '../../../platform/mail';
import { OrderOfPlayPublished, type PlayerScheduleChange } from '../domain/events/schedule-events';
import { orderOfPlayEmail, orderOfPlayUrl } from '../domain/order-of-play.email';

export const ORDER_OF_PLAY_FANOUT = 'order-of-play';

type OrderOfPlayFanout = { tournamentId: number; tournamentName: string; timeZone: string; players: PlayerScheduleChange[] };

/**
 * Each player of a changed match hears by e-mail: the publication's transaction writes one mail fan-out carrying the
 * changes (as its event does), and the worker puts the players' mails in the outbox chunk by chunk
 * (docs/decisions/0003-mail-through-a-transactional-outbox.md).
 */
@Injectable()
export class EmailPlayersWhenOrderOfPlayPublished implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly fanouts: MailFanouts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(OrderOfPlayPublished, async (event, tx) => {
      const { tournamentName, timeZone, players } = event.payload;
      if (players.length === 0) return;
      const fanout = { tournamentId: Number(event.aggregateId), tournamentName, timeZone, players };
      await this.fanouts.start<OrderOfPlayFanout>(tx, ORDER_OF_PLAY_FANOUT, fanout);
    });
    this.fanouts.register<OrderOfPlayFanout>(ORDER_OF_PLAY_FANOUT, async (_tx, fanout, after, limit) =>
      this.mails(fanout, after, limit),
    );
  }

  private mails(
    { tournamentId, tournamentName, timeZone, players }: OrderOfPlayFanout,
    after: string | null,
    limit: number,
  ): FanoutMail[] {
    const pageUrl = orderOfPlayUrl(this.config.appUrl, tournamentId);
    return pageByKey(
      players.map((change) => ({ key: change.email, change })),
      after,
      limit,
    ).map(({ key, change }) => ({ key, mail: orderOfPlayEmail({ change, tournamentName, timeZone, pageUrl }) }));
  }
}
