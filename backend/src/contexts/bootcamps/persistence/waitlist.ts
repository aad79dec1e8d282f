import { Waitlist } from '../../../platform/waitlist';
import { BootcampRegistration } from '../domain/bootcamp-registration.entity';
import { BootcampWaitlistEntry } from '../domain/bootcamp-waitlist-entry.entity';

/** A bootcamp's line for a place (platform/waitlist), leading to its registrations. */
export const bootcampWaitlist = new Waitlist<BootcampWaitlistEntry, BootcampRegistration>({
  line: BootcampWaitlistEntry,
  lineTable: 'bootcamp_waitlist',
  places: BootcampRegistration,
  eventKey: 'bootcampId',
  eventColumn: 'bootcamp_id',
  placeFor: (bootcampId, entry) => ({ bootcampId, userId: entry.userId }),
});
