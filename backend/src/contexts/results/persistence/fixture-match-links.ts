import type { EntityManager } from 'typeorm';
import type { CompletableResult, FixtureMatchLink } from '../../fixtures';
import { MatchResult } from '../domain/match-result.entity';

/** Each result now names the fixture match it completes (or none). */
export async function linkToFixtureMatch(manager: EntityManager, links: readonly FixtureMatchLink[]): Promise<void> {
  for (const { resultId, matchKey } of links) await manager.update(MatchResult, { id: resultId }, { fixtureMatchKey: matchKey });
}

/** A tournament's approved results in the order they were approved, as the fixtures complete their matches with them. */
export function approvedResults(manager: EntityManager, tournamentId: number): Promise<CompletableResult[]> {
  return manager.find(MatchResult, {
    where: { tournamentId, status: 'approved' },
    order: { approvedAt: 'ASC', id: 'ASC' },
  });
}
