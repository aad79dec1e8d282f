import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { waitlistPromotionEmail } from '../domain/emails/waitlist-promotion.email';
import { TournamentWaitlistPromoted } from '../domain/events/tournament-waitlist-promoted.event';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { Tournament } from '../domain/tournament.entity';

/**
 * The promoted entrant hears they are in through the outbox, so the mail exists exactly when the promotion does: an
 * account at its e-mail by its first name, a form entrant at the entry's e-mail by the entry's first name.
 */
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
    const player = await this.recipient(payload.userId, payload.entryId, tx);
    if (!player) return; // An account deleted since it joined the line: nobody to tell.
    const tournament = await tx.load(Tournament, payload.tournamentId);
    await this.mail.send(tx, waitlistPromotionEmail(tournament, player, this.config.appUrl));
  }

  private async recipient(
    userId: number | null,
    entryId: number,
    tx: Transaction,
  ): Promise<{ email: string; firstName: string } | null> {
    if (userId !== null) {
      const [profile] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([userId]));
      return profile ?? null;
    }
    const entry = await tx.manager.findOneBy(TournamentEntry, { id: entryId });
    return entry && { email: entry.email, firstName: entry.fullName.trim().split(' ')[0] };
  }
}
