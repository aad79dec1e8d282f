import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { pageByKey } from '../../../platform/database/paging';
import { FanoutMail, MailFanouts } from '../../../platform/mail';
import { announcementEmail } from '../domain/emails/announcement.email';
import { TournamentAnnouncementPosted } from '../domain/events/tournament-announcement-posted.event';
import { TournamentAnnouncement } from '../domain/tournament-announcement.entity';
import { Tournament } from '../domain/tournament.entity';
import { announcementRecipients } from '../queries/read-model/announcement-recipients';

export const ANNOUNCEMENT_FANOUT = 'tournament-announcement';

type AnnouncementFanout = { announcementId: number };

/**
 * Every player of the tournament gets the announcement: the announcement's transaction writes one mail fan-out, and
 * the worker lists the players chunk by chunk (those of the tournament when it expands, by address) and puts each
 * one's mail in the outbox (docs/decisions/0003-mail-through-a-transactional-outbox.md).
 */
@Injectable()
export class EmailAnnouncementToPlayers implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly fanouts: MailFanouts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentAnnouncementPosted, (event, tx) =>
      this.fanouts.start<AnnouncementFanout>(tx, ANNOUNCEMENT_FANOUT, { announcementId: event.payload.announcementId }),
    );
    this.fanouts.register<AnnouncementFanout>(ANNOUNCEMENT_FANOUT, (tx, payload, after, limit) =>
      this.mails(tx, payload, after, limit),
    );
  }

  private async mails(
    tx: Transaction,
    { announcementId }: AnnouncementFanout,
    after: string | null,
    limit: number,
  ): Promise<FanoutMail[]> {
    const announcement = await tx.manager.findOneBy(TournamentAnnouncement, { id: announcementId });
    const tournament =
      announcement &&
      (await tx.manager.findOne(Tournament, { where: { id: announcement.tournamentId }, select: { id: true, name: true } }));
    // The tournament was deleted meanwhile: there is no one left to tell.
    if (!announcement || !tournament) return [];
    const recipients = await announcementRecipients(tx, tournament.id);
    const page = pageByKey(
      recipients.map((recipient) => ({ key: recipient.email.toLowerCase(), recipient })),
      after,
      limit,
    );
    return page.map(({ key, recipient }) => ({
      key,
      mail: announcementEmail(tournament, announcement, recipient, this.config.appUrl),
    }));
  }
}
