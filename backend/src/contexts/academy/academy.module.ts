import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplyForMembershipHandler } from './commands/apply-for-membership/apply-for-membership.handler';
import { DecideMembershipHandler } from './commands/decide-membership/decide-membership.handler';
import { EnrollInClassHandler } from './commands/enroll-in-class/enroll-in-class.handler';
import { AcademyClass } from './domain/academy-class.entity';
import { AcademyMember } from './domain/academy-member.entity';
import { Academy } from './domain/academy.entity';
import { ClassEnrollment } from './domain/class-enrollment.entity';
import { RemoveMembershipsOfDeletedUser } from './event-handlers/remove-memberships-of-deleted-user.handler';
import { EmailMembershipDecision } from './event-handlers/email-membership-decision.handler';
import { AcademiesController } from './http/academies.controller';
import { AdminMembershipsController } from './http/admin-memberships.controller';
import { ClassesController } from './http/classes.controller';
import { GetAcademyHandler } from './queries/get-academy/get-academy.handler';
import { GetMembershipApplicationHandler } from './queries/get-membership-application/get-membership-application.handler';
import { GetMyMembershipHandler } from './queries/get-my-membership/get-my-membership.handler';
import { GetStudentMembershipHandler } from './queries/get-student-membership/get-student-membership.handler';
import { HasActiveMembershipHandler } from './queries/has-active-membership/has-active-membership.handler';
import { ListAcademyClassesHandler } from './queries/list-academy-classes/list-academy-classes.handler';
import { ListActiveStudentsHandler } from './queries/list-active-students/list-active-students.handler';
import { ListMyClassEnrollmentsHandler } from './queries/list-my-class-enrollments/list-my-class-enrollments.handler';
import { ListMyMembershipsHandler } from './queries/list-my-memberships/list-my-memberships.handler';
import { ListStudentMembershipsHandler } from './queries/list-student-memberships/list-student-memberships.handler';
import { StudentMembershipViews } from './queries/list-student-memberships/student-membership-views';
import { SearchAcademiesHandler } from './queries/search-academies/search-academies.handler';
import { AcademySeeder } from './seed/academy-seeder';

const controllers = [AcademiesController, ClassesController, AdminMembershipsController];
const commandHandlers = [ApplyForMembershipHandler, DecideMembershipHandler, EnrollInClassHandler];
const queryHandlers = [
  SearchAcademiesHandler,
  GetAcademyHandler,
  ListAcademyClassesHandler,
  ListMyMembershipsHandler,
  GetMyMembershipHandler,
  GetMembershipApplicationHandler,
  ListStudentMembershipsHandler,
  GetStudentMembershipHandler,
  ListMyClassEnrollmentsHandler,
  HasActiveMembershipHandler,
  ListActiveStudentsHandler,
];
/** Transactional reactions: they commit with the change that raised the event. */
const eventHandlers = [EmailMembershipDecision, RemoveMembershipsOfDeletedUser];
const readModel = [StudentMembershipViews];

@Module({
  imports: [TypeOrmModule.forFeature([Academy, AcademyMember, AcademyClass, ClassEnrollment])],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, ...readModel, AcademySeeder],
})
export class AcademyModule {}
