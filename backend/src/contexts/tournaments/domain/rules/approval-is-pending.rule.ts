import { alreadyDecided } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, type Refusal } from '../../../../platform/rules';

/** An admin decides once, on a pending tournament (docs/product-rules.md#tournament-statuses). */
export function approvalRefusal(tournament: Pick<Tournament, 'status'>): Refusal | null {
  return tournament.status === 'pending' ? null : conflict(alreadyDecided(tournament.status));
}
