import { resultScoreText, type ResultChange, type ResultWinner } from '@rallypoint/shared';
import type { ResultScore } from './events/result-entered.event';

/** The result events a history tells, by stored type, and the change each one is. */
export const HISTORY_CHANGES: Readonly<Record<string, ResultChange>> = {
  ResultSubmitted: 'submitted',
  ResultEntered: 'entered',
  ResultConfirmed: 'confirmed',
  ResultDisputed: 'disputed',
  ResultApproved: 'approved',
  ResultRejected: 'rejected',
  ResultCorrected: 'corrected',
};

const winnerText = (winner: ResultWinner) => (winner === 'player' ? 'won by the player who logged it' : 'won by the opponent');
const scoreLine = (score: ResultScore) => `${resultScoreText(score) || 'no score'}, ${winnerText(score.winner)}`;

/** One line on what changed, from the event's payload. */
export function historyDetails(change: ResultChange, payload: Record<string, unknown>): string {
  switch (change) {
    case 'submitted':
      // An opponent entry without an account is never asked (docs/decisions/0013).
      return payload.opponentId === null
        ? `Logged against ${String(payload.opponentName)}; the organizer decides it, as the opponent has no account`
        : `Logged against ${String(payload.opponentName)}; waiting for the opponent's answer`;
    case 'entered':
      return `Entered by the organizer: ${scoreLine(payload as unknown as ResultScore)}`;
    case 'confirmed':
      return payload.comment ? `Confirmed by the opponent: "${String(payload.comment)}"` : 'Confirmed by the opponent';
    case 'disputed':
      return `Disputed by the opponent: "${String(payload.comment)}"`;
    case 'approved':
      return payload.byAgreement ? 'Approved: both players agreed' : 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'corrected': {
      const { before, after } = payload as { before: ResultScore; after: ResultScore };
      return `Score corrected from ${scoreLine(before)} to ${scoreLine(after)}`;
    }
  }
}
