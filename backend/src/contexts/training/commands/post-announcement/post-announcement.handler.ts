import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { AnnouncementPosted } from '../../domain/events/announcement-posted.event';
import { StudentAnnouncementRow } from '../../domain/student-announcement.entity';
import { StudentRoster } from '../../domain/student-roster';
import { PostAnnouncementCommand } from './post-announcement.command';

/**
 * An announcement to one active student, or one row for all of them: who sees a broadcast is decided when
 * it is read (an active membership), so it costs one row however many students there are.
 */
@CommandHandler(PostAnnouncementCommand)
export class PostAnnouncementHandler implements ICommandHandler<PostAnnouncementCommand, { id: number }> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ adminId, studentId, announcement }: PostAnnouncementCommand): Promise<{ id: number }> {
    return this.uow.run(adminId, async (tx) => {
      if (studentId !== null) await this.roster.ensureStudentTarget(studentId, tx);
      const row = await tx.manager.save(StudentAnnouncementRow, {
        studentId,
        title: announcement.title,
        message: announcement.content,
        type: announcement.type,
        priority: announcement.priority,
        createdBy: adminId,
      });
      tx.record(
        new AnnouncementPosted(row.id, {
          studentId,
          title: row.title,
          type: row.type,
          priority: row.priority,
        }),
      );
      return { id: row.id };
    });
  }
}
