import type { DataSource } from 'typeorm';
import { tournamentTurn } from '../../tournaments';
import { MatchResult } from './match-result.entity';

/**
 * The write turn of a result's tournament (docs/architecture.md, "Write turns"), read before the command's transaction;
 * null when there is no such result, which the command then refuses. A result never changes tournament.
 */
export async function resultTurn(dataSource: DataSource, resultId: number): Promise<string | null> {
  const result = await dataSource
    .getRepository(MatchResult)
    .findOne({ select: { id: true, tournamentId: true }, where: { id: resultId } });
  return result ? tournamentTurn(result.tournamentId) : null;
}
