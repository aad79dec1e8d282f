import type { Viewer } from '../../../../platform/auth';
import { notFound, refusalKnowing, type Refusal } from '../../../../platform/rules';
import type { MatchResult } from '../match-result.entity';
import { RESULT_NOT_FOUND } from '../results.errors';

type Parties = Pick<MatchResult, 'playerId' | 'opponentId' | 'organizerId'>;

/** Who may know a result exists: its two players, its tournament's organizer and admins. */
export const maySeeResult = (viewer: Viewer, result: Parties): boolean =>
  viewer.role === 'admin' || [result.playerId, result.opponentId, result.organizerId].includes(viewer.id);

/**
 * A result that is not there (never logged, or removed with its tournament or submitter) and one the caller may not
 * see answer the same 404 (docs/product-rules.md#privacy); what a caller who sees it may do is for the next rule.
 */
export function resultVisibilityRefusal(viewer: Viewer, result: Parties | null): Refusal | null {
  return refusalKnowing(result !== null && maySeeResult(viewer, result), notFound(RESULT_NOT_FOUND));
}
