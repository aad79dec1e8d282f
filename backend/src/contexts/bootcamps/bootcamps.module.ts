import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CancelBootcampRegistrationHandler } from './commands/cancel-bootcamp-registration/cancel-bootcamp-registration.handler';
import { CreateBootcampHandler } from './commands/create-bootcamp/create-bootcamp.handler';
import { DecideBootcampApprovalHandler } from './commands/decide-bootcamp-approval/decide-bootcamp-approval.handler';
import { DeleteBootcampHandler } from './commands/delete-bootcamp/delete-bootcamp.handler';
import { JoinBootcampWaitlistHandler } from './commands/join-bootcamp-waitlist/join-bootcamp-waitlist.handler';
import { LeaveBootcampWaitlistHandler } from './commands/leave-bootcamp-waitlist/leave-bootcamp-waitlist.handler';
import { RegisterForBootcampHandler } from './commands/register-for-bootcamp/register-for-bootcamp.handler';
import { BootcampRegistration } from './domain/bootcamp-registration.entity';
import { BootcampWaitlistEntry } from './domain/bootcamp-waitlist-entry.entity';
import { Bootcamp } from './domain/bootcamp.entity';
import { ConfirmBootcampRegistrationByEmail } from './event-handlers/confirm-registration-by-email.handler';
import { EmailPromotedRegistrant } from './event-handlers/email-promoted-registrant.handler';
import { TellOrganizerAboutBootcampDecision } from './event-handlers/tell-organizer-about-decision.handler';
import { RemoveRegistrationsOfDeletedUser } from './event-handlers/remove-registrations-of-deleted-user.handler';
import { TellRegistrantsWhenBootcampDeleted } from './event-handlers/tell-registrants-when-deleted.handler';
import { AdminBootcampsController } from './http/admin-bootcamps.controller';
import { BootcampsController } from './http/bootcamps.controller';
import { MyBootcampRegistrationsController } from './http/my-bootcamp-registrations.controller';
import { ListAllBootcampsHandler } from './queries/list-all-bootcamps/list-all-bootcamps.handler';
import { ListAvailableBootcampsHandler } from './queries/list-available-bootcamps/list-available-bootcamps.handler';
import { ListBootcampRegistrantsHandler } from './queries/list-bootcamp-registrants/list-bootcamp-registrants.handler';
import { ListMyBootcampRegistrationsHandler } from './queries/list-my-bootcamp-registrations/list-my-bootcamp-registrations.handler';
import { ListMyBootcampsHandler } from './queries/list-my-bootcamps/list-my-bootcamps.handler';
import { BootcampViews } from './queries/read-model/bootcamp-views';
import { ViewBootcampHandler } from './queries/view-bootcamp/view-bootcamp.handler';

import { ListCalendarBootcampsHandler } from './queries/list-calendar-bootcamps/list-calendar-bootcamps.handler';
const controllers = [BootcampsController, MyBootcampRegistrationsController, AdminBootcampsController];
const commandHandlers = [
  CreateBootcampHandler,
  RegisterForBootcampHandler,
  CancelBootcampRegistrationHandler,
  JoinBootcampWaitlistHandler,
  LeaveBootcampWaitlistHandler,
  DecideBootcampApprovalHandler,
  DeleteBootcampHandler,
];
const queryHandlers = [
  ListAvailableBootcampsHandler,
  ListMyBootcampsHandler,
  ListMyBootcampRegistrationsHandler,
  ListBootcampRegistrantsHandler,
  ListAllBootcampsHandler,
  ViewBootcampHandler,
  ListCalendarBootcampsHandler,
];
/** Transactional reactions: the e-mails commit with the change that raised the event. */
const eventHandlers = [
  ConfirmBootcampRegistrationByEmail,
  EmailPromotedRegistrant,
  TellOrganizerAboutBootcampDecision,
  TellRegistrantsWhenBootcampDeleted,
  RemoveRegistrationsOfDeletedUser,
];
const readModel = [BootcampViews];

/**
 * Bootcamps and clinics: their own aggregate (a bootcamp, its registrations and its waitlist) with its own lifecycle
 * (pending → approved | rejected, deleted by an admin). Users come from identity through its query.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Bootcamp, BootcampRegistration, BootcampWaitlistEntry])],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, ...readModel],
})
export class BootcampsModule {}
