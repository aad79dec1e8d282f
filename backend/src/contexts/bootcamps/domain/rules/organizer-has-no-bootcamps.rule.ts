import { conflict, type Refusal } from '../../../../platform/rules';
import { organizesBootcamps } from '../bootcamp.errors';

/** An account cannot go while bootcamps or clinics still name it as organizer: someone must own each one. */
export function bootcampOrganizerDeletionRefusal(organizedBootcamps: number): Refusal | null {
  return organizedBootcamps === 0 ? null : conflict(organizesBootcamps(organizedBootcamps));
}
