import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { AnnouncementRead } from '../domain/announcement-read.entity';
import { StudentAnnouncementRow } from '../domain/student-announcement.entity';
import { StudentLesson } from '../domain/student-lesson.entity';
import { StudentMetric } from '../domain/student-metric.entity';
import { StudentProgress } from '../domain/student-progress.entity';

/**
 * In the deletion's own transaction: what belongs only to the student goes with them: their lessons, progress,
 * metrics, the announcements addressed to them alone and their read marks. Broadcasts stay for everyone else.
 * Admin writes for a student hold the student's active membership until they commit; the academy context's
 * UserDeleted handler, registered first (AcademyModule precedes TrainingModule in app.module's CONTEXTS), deletes
 * those memberships and so waits for such a write, whose rows these deletes then see.
 */
@Injectable()
export class RemoveTrainingOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(studentId: number, tx: Transaction): Promise<void> {
    await tx.manager.delete(AnnouncementRead, { studentId });
    await tx.manager.delete(StudentAnnouncementRow, { studentId });
    await tx.manager.delete(StudentLesson, { studentId });
    await tx.manager.delete(StudentProgress, { studentId });
    await tx.manager.delete(StudentMetric, { studentId });
  }
}
