import type { FindOptionsWhere } from 'typeorm';
import type { Transaction } from '../../../platform/events';
import { ApprovedResultsRemoved } from '../domain/events/approved-results-removed.event';
import { MatchResult } from '../domain/match-result.entity';

/** Deletes the results a deletion takes and, when approved ones were among them, says which sports they counted in. */
export async function removeResults(
  tx: Transaction,
  where: FindOptionsWhere<MatchResult>,
  removedWith: 'tournament' | 'user',
  id: number,
): Promise<void> {
  const approved = await tx.manager.find(MatchResult, { where: { ...where, status: 'approved' }, select: { sport: true } });
  await tx.manager.delete(MatchResult, where);
  const sports = [...new Set(approved.map((result) => result.sport))];
  if (sports.length) tx.record(new ApprovedResultsRemoved(removedWith, id, { sports }));
}
