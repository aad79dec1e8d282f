import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { ALREADY_ENROLLED_IN_CLASS } from '../../domain/academy.errors';
import { AcademyClass } from '../../domain/academy-class.entity';
import { AcademyMember } from '../../domain/academy-member.entity';
import { ClassEnrollment } from '../../domain/class-enrollment.entity';
import { StudentEnrolledInClass } from '../../domain/events/student-enrolled-in-class.event';
import { classEnrollmentRefusal } from '../../domain/rules/class-enrollment-is-allowed.rule';
import { EnrollInClassCommand } from './enroll-in-class.command';

/**
 * An active member takes a seat. The class row is locked FOR UPDATE before its seat count is read, so
 * simultaneous enrollments queue and each sees the seats the ones before it took: `currentStudents` stays
 * exact and never passes `maxStudents` (the table's CHECK is the last line).
 */
@CommandHandler(EnrollInClassCommand)
export class EnrollInClassHandler implements ICommandHandler<EnrollInClassCommand, number> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ userId, classId, academyId }: EnrollInClassCommand): Promise<number> {
    try {
      return await this.uow.run(userId, async (tx) => {
        const academyClass = await tx.manager.findOne(AcademyClass, {
          where: { id: classId },
          lock: { mode: 'pessimistic_write' },
        });
        const isActiveMember = await tx.manager.existsBy(AcademyMember, { academyId, userId, status: 'active' });
        const alreadyEnrolled = await tx.manager.existsBy(ClassEnrollment, { classId, userId });
        enforce(classEnrollmentRefusal({ academyClass, academyId, isActiveMember, alreadyEnrolled }));
        const { identifiers } = await tx.manager.insert(ClassEnrollment, { classId, userId, academyId });
        await tx.manager.increment(AcademyClass, { id: classId }, 'currentStudents', 1);
        const enrollmentId = Number(identifiers[0].id);
        tx.record(new StudentEnrolledInClass(classId, { academyId, userId, enrollmentId }));
        return enrollmentId;
      });
    } catch (error) {
      throw conflictFromUniqueViolation(error, { class_enrollments_class_user_key: ALREADY_ENROLLED_IN_CLASS });
    }
  }
}
