import { conflict, type Refusal } from '../../../../platform/rules';
import type { Bootcamp } from '../bootcamp.entity';
import { alreadyDecided } from '../bootcamp.errors';

/** An admin decides once, while the bootcamp is pending (docs/product-rules.md#bootcamps-and-clinics). */
export function approvalRefusal(bootcamp: Pick<Bootcamp, 'status'>): Refusal | null {
  return bootcamp.status === 'pending' ? null : conflict(alreadyDecided(bootcamp.status));
}
