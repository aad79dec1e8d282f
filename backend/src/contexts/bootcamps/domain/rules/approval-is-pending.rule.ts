import { conflict, type Refusal } from '../../../../platform/rules';
import type { Bootcamp } from '../bootcamp.entity';
import { alreadyDecided } from '../bootcamp.errors';

/** Spec §4: an admin decides once, while the bootcamp is pending. */
export function approvalRefusal(bootcamp: Pick<Bootcamp, 'status'>): Refusal | null {
  return bootcamp.status === 'pending' ? null : conflict(alreadyDecided(bootcamp.status));
}
