import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PROGRESS_SKILLS } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { ProgressRecorded } from '../../domain/events/progress-recorded.event';
import { StudentProgress } from '../../domain/student-progress.entity';
import { StudentRoster } from '../../domain/student-roster';
import { RecordProgressCommand } from './record-progress.command';

/** An assessment replaces the student's current row per skill area; the event keeps the history. */
@CommandHandler(RecordProgressCommand)
export class RecordProgressHandler implements ICommandHandler<RecordProgressCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly roster: StudentRoster,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, studentId, progress }: RecordProgressCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      await this.roster.ensureStudentTarget(studentId, tx);
      const lastAssessment = this.clock.now();
      const rows = PROGRESS_SKILLS.map((skillArea) => ({
        studentId,
        skillArea,
        currentLevel: progress.level,
        progressPercentage: progress.skillsProgress[skillArea],
        lessonsCompleted: progress.lessonsCompleted,
        lastAssessment,
        instructorNotes: progress.notes,
      }));
      await tx.manager.upsert(StudentProgress, rows, ['studentId', 'skillArea']);
      tx.record(
        new ProgressRecorded(studentId, {
          level: progress.level,
          lessonsCompleted: progress.lessonsCompleted,
          skillsProgress: progress.skillsProgress,
        }),
      );
    });
  }
}
