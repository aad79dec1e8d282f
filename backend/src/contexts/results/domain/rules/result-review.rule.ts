import type { ResultStatus } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';
import { conflict, type Refusal } from '../../../../platform/rules';
import { alreadyDecided, CANNOT_REVIEW_RESULTS } from '../results.errors';
import { tournamentManagementRefusal } from '../../../fixtures';

/** A tournament's results are reviewed by its organizer or an admin (403; 404 while it is not approved). */
export function resultReviewRefusal(viewer: Viewer, tournament: { organizerId: number; storedStatus: string }): Refusal | null {
  return tournamentManagementRefusal(viewer, tournament, CANNOT_REVIEW_RESULTS);
}

/** A result is decided once: approving or rejecting a decided one is a conflict. */
export function resultIsPendingRefusal(result: { status: ResultStatus }): Refusal | null {
  return result.status === 'pending' ? null : conflict(alreadyDecided(result.status));
}
