import { resultScoreText, type MatchResultView } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { isOpenDispute } from '../utils/confirmation-text';
import { nameWithUsername, winnerName } from '../utils/result-sides';
import { stageText } from '../utils/result-stage';
import { ConfirmationState } from './confirmation-state';
import { RatingChanges } from './rating-changes';
import { ResultStatusBadge } from './result-status-badge';

/**
 * One logged result: who played whom, at which stage (type, division, round of its fixture match), the score from the
 * submitter's side, how it moved the ratings once approved, the opponent's answer, where it stands.
 */
export function ResultSummary({ result, perspective }: { result: MatchResultView; perspective: 'player' | 'organizer' }) {
  // A disputed result awaits the organizer's decision: it stands out in their queue.
  const flagDispute = perspective === 'organizer' && isOpenDispute(result);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-slate-900">
          {perspective === 'player'
            ? `vs ${result.opponentName}`
            : `${nameWithUsername(result.playerName, result.playerUsername)} vs ${nameWithUsername(result.opponentName, result.opponentUsername)}`}
        </span>
        <ResultStatusBadge status={result.status} />
        {flagDispute && <Badge tone="red">Disputed</Badge>}
      </div>
      <p className="text-sm text-slate-600">
        {perspective === 'player' && `${result.tournamentName} · `}
        {stageText(result)} · {resultScoreText(result)} ·{' '}
        {perspective === 'player'
          ? result.winner === 'player'
            ? 'Won'
            : 'Lost'
          : `Winner: ${winnerName(result, result.winner)}`}
      </p>
      <RatingChanges result={result} perspective={perspective} />
      {result.notes && <p className="text-xs break-words text-slate-500">{result.notes}</p>}
      <ConfirmationState result={result} />
      <p className="text-xs text-slate-500">
        Submitted {formatDate(result.submittedAt)}
        {result.approvedAt && ` · ${result.status === 'approved' ? 'Approved' : 'Rejected'} ${formatDate(result.approvedAt)}`}
      </p>
    </div>
  );
}
