import { alreadyDecided } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, type Refusal } from '../../../../platform/rules';

/** §4: an admin decides once, on a pending tournament. */
export function approvalRefusal(tournament: Pick<Tournament, 'status'>): Refusal | null {
  return tournament.status === 'pending' ? null : conflict(alreadyDecided(tournament.status));
}
