import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { AnnouncementMarkedRead } from '../../domain/events/announcement-marked-read.event';
import { announcementReadRefusal } from '../../domain/rules/announcement-is-for-student.rule';
import { StudentAnnouncementRow } from '../../domain/student-announcement.entity';
import { StudentRoster } from '../../domain/student-roster';
import { ANNOUNCEMENT_NOT_FOUND } from '../../domain/training.errors';
import { markAnnouncementRead } from '../../persistence/training.sql';
import { MarkAnnouncementReadCommand } from './mark-announcement-read.command';

/** A student marks an announcement meant for them (theirs or a broadcast) as read; reading twice changes nothing. */
@CommandHandler(MarkAnnouncementReadCommand)
export class MarkAnnouncementReadHandler implements ICommandHandler<MarkAnnouncementReadCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ studentId, announcementId }: MarkAnnouncementReadCommand): Promise<void> {
    await this.uow.run(studentId, async (tx) => {
      await this.roster.ensureActiveStudent(studentId, tx);
      const announcement = orRefuse(
        await tx.manager.findOneBy(StudentAnnouncementRow, { id: announcementId }),
        notFound(ANNOUNCEMENT_NOT_FOUND),
      );
      enforce(announcementReadRefusal(announcement, studentId));
      if (await markAnnouncementRead(tx.manager, announcementId, studentId))
        tx.record(new AnnouncementMarkedRead(announcementId, { studentId }));
    });
  }
}
