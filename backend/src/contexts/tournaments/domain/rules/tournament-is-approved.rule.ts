import { notFound, type Refusal } from '../../../../platform/rules';
import { TOURNAMENT_NOT_FOUND } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';

/** For players and the public form only approved tournaments exist: anything else is "not found", never "forbidden". */
export function unapprovedRefusal(tournament: Pick<Tournament, 'status'>): Refusal | null {
  return tournament.status === 'approved' ? null : notFound(TOURNAMENT_NOT_FOUND);
}
