import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { TournamentAnnouncementPosted } from '../../domain/events/tournament-announcement-posted.event';
import { announcementRefusal } from '../../domain/rules/announcement-is-allowed.rule';
import { TournamentAnnouncement } from '../../domain/tournament-announcement.entity';
import { announcementRecipients } from '../../queries/read-model/announcement-recipients';
import { lockTournament } from '../shared/load-tournament';
import { AnnouncementReceipt, PostAnnouncementCommand } from './post-announcement.command';

/**
 * Stores the announcement and records how many it reaches: everyone enrolled and everyone who registered through the
 * form, once per e-mail address. The tournament row is locked so an enrolment or withdrawal running at the same
 * moment lands wholly before or after the count; the e-mails are one fan-out the worker expands after the commit
 * (email-announcement-to-players.handler.ts).
 */
@CommandHandler(PostAnnouncementCommand)
export class PostAnnouncementHandler implements ICommandHandler<PostAnnouncementCommand, AnnouncementReceipt> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, poster, announcement }: PostAnnouncementCommand): Promise<AnnouncementReceipt> {
    return this.uow.run(poster.id, async (tx) => {
      const tournament = await lockTournament(tx.manager, tournamentId);
      enforce(announcementRefusal(tournament, poster));
      const { id } = await tx.manager.save(
        tx.manager.create(TournamentAnnouncement, {
          tournamentId,
          title: announcement.title,
          message: announcement.message,
          postedBy: poster.id,
          postedByName: `${poster.firstName} ${poster.lastName}`.trim(),
        }),
      );
      const recipients = (await announcementRecipients(tx, tournamentId)).length;
      tx.record(new TournamentAnnouncementPosted(tournamentId, { announcementId: id, title: announcement.title, recipients }));
      return { id, recipients };
    });
  }
}
