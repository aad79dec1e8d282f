import type { Viewer } from '../../../../platform/auth';
import { forbidden, type Refusal } from '../../../../platform/rules';
import type { Bootcamp } from '../bootcamp.entity';
import { NOT_YOUR_BOOTCAMP_REGISTRATIONS } from '../bootcamp.errors';

/** Registrants' names and e-mails are for the bootcamp's organizer and admins only (docs/product-rules.md#privacy). */
export function registrantsAccessRefusal(bootcamp: Pick<Bootcamp, 'organizerId'>, viewer: Viewer): Refusal | null {
  if (viewer.role === 'admin' || viewer.id === bootcamp.organizerId) return null;
  return forbidden(NOT_YOUR_BOOTCAMP_REGISTRATIONS);
}
