import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { announcementEmail } from '../domain/emails/announcement.email';
import { TournamentAnnouncementPosted } from '../domain/events/tournament-announcement-posted.event';
import { TournamentAnnouncement } from '../domain/tournament-announcement.entity';
import { Tournament } from '../domain/tournament.entity';
import { announcementRecipients } from '../queries/read-model/announcement-recipients';

/** Every player of the tournament gets the announcement through the outbox, committed with the announcement. */
@Injectable()
export class EmailAnnouncementToPlayers implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentAnnouncementPosted, (event, tx) => this.send(event, tx));
  }

  private async send(event: TournamentAnnouncementPosted, tx: Transaction): Promise<void> {
    const tournamentId = Number(event.aggregateId);
    const tournament = await tx.load(Tournament, tournamentId);
    const announcement = await tx.manager.findOneByOrFail(TournamentAnnouncement, { id: event.payload.announcementId });
    const recipients = await announcementRecipients(tx, this.queries, tournamentId);
    for (const recipient of recipients) {
      await this.mail.send(tx, announcementEmail(tournament, announcement, recipient, this.config.appUrl));
    }
  }
}
