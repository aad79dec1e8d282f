import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { waitlistPromotionEmail } from '../domain/emails/waitlist-promotion.email';
import { TournamentWaitlistPromoted } from '../domain/events/tournament-waitlist-promoted.event';
import { Tournament } from '../domain/tournament.entity';

/** The promoted player hears they are in through the outbox, so the mail exists exactly when the promotion does. */
@Injectable()
export class EmailPromotedPlayer implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentWaitlistPromoted, (event, tx) => this.tell(event, tx));
  }

  private async tell({ payload }: TournamentWaitlistPromoted, tx: Transaction): Promise<void> {
    const [player] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([payload.userId]));
    if (!player) return; // An account deleted since it joined the line: nobody to tell.
    const tournament = await tx.load(Tournament, payload.tournamentId);
    await this.mail.send(tx, waitlistPromotionEmail(tournament, player, this.config.appUrl));
  }
}
