/** The bootcamps context's public surface: its module, the events it publishes, and the queries it answers. */
export { BootcampsModule } from './bootcamps.module';
export { BootcampCreated, type BootcampCreatedPayload } from './domain/events/bootcamp-created.event';
export { BootcampApproved } from './domain/events/bootcamp-approved.event';
export { BootcampRejected } from './domain/events/bootcamp-rejected.event';
export { BootcampDeleted, type BootcampDeletedPayload } from './domain/events/bootcamp-deleted.event';
export { RegisteredForBootcamp, type RegisteredForBootcampPayload } from './domain/events/registered-for-bootcamp.event';
