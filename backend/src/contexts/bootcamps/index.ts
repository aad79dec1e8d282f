/** The bootcamps context's public surface: its module, the events it publishes, and the queries it answers. */
export { BootcampsModule } from './bootcamps.module';
export { BootcampCreated, type BootcampCreatedPayload } from './domain/events/bootcamp-created.event';
export { BootcampApproved } from './domain/events/bootcamp-approved.event';
export { BootcampRejected } from './domain/events/bootcamp-rejected.event';
export { BootcampDeleted, type BootcampDeletedPayload } from './domain/events/bootcamp-deleted.event';
export { RegisteredForBootcamp, type RegisteredForBootcampPayload } from './domain/events/registered-for-bootcamp.event';
export { BootcampRegistrationCancelled } from './domain/events/bootcamp-registration-cancelled.event';
export { JoinedBootcampWaitlist } from './domain/events/joined-bootcamp-waitlist.event';
export { LeftBootcampWaitlist } from './domain/events/left-bootcamp-waitlist.event';
export { BootcampWaitlistPromoted, type BootcampWaitlistPromotedPayload } from './domain/events/bootcamp-waitlist-promoted.event';
export {
  ListCalendarBootcampsQuery,
  type CalendarBootcamp,
} from './queries/list-calendar-bootcamps/list-calendar-bootcamps.query';
