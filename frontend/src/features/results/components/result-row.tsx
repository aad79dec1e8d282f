import { MATCH_TYPE_LABELS, resultScoreText, type MatchResultView } from '@rallypoint/shared';
import { formatDate } from '@/lib/format';
import { ResultStatusBadge } from './result-status-badge';

/** One logged result: who played whom, the score from the submitter's side, and where it stands. */
export function ResultSummary({ result, perspective }: { result: MatchResultView; perspective: 'player' | 'organizer' }) {
  const winnerName = result.winner === 'player' ? result.playerName : result.opponentName;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">
          {perspective === 'player' ? `vs ${result.opponentName}` : `${result.playerName} vs ${result.opponentName}`}
        </span>
        <ResultStatusBadge status={result.status} />
      </div>
      <p className="text-sm text-slate-600">
        {perspective === 'player' && `${result.tournamentName} · `}
        {MATCH_TYPE_LABELS[result.matchType] ?? result.matchType} · {resultScoreText(result)} ·{' '}
        {perspective === 'player' ? (result.winner === 'player' ? 'Won' : 'Lost') : `Winner: ${winnerName}`}
      </p>
      {result.notes && <p className="text-xs break-words text-slate-500">{result.notes}</p>}
      <p className="text-xs text-slate-500">
        Submitted {formatDate(result.submittedAt)}
        {result.approvedAt && ` · ${result.status === 'approved' ? 'Approved' : 'Rejected'} ${formatDate(result.approvedAt)}`}
      </p>
    </div>
  );
}
