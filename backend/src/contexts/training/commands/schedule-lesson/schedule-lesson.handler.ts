import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { LessonScheduled } from '../../domain/events/lesson-scheduled.event';
import { StudentLesson } from '../../domain/student-lesson.entity';
import { StudentRoster } from '../../domain/student-roster';
import { ScheduleLessonCommand } from './schedule-lesson.command';

/** An admin puts a lesson on an active student's schedule. */
@CommandHandler(ScheduleLessonCommand)
export class ScheduleLessonHandler implements ICommandHandler<ScheduleLessonCommand, { id: number }> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ adminId, studentId, lesson }: ScheduleLessonCommand): Promise<{ id: number }> {
    return this.uow.run(adminId, async (tx) => {
      await this.roster.ensureStudentTarget(studentId, tx);
      const row = await tx.manager.save(StudentLesson, {
        ...lesson,
        studentId,
        createdBy: adminId,
      });
      tx.record(
        new LessonScheduled(row.id, {
          studentId,
          title: row.title,
          date: row.date,
          time: row.time,
          type: row.type,
        }),
      );
      return { id: row.id };
    });
  }
}
