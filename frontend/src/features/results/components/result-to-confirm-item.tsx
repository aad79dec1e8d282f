import type { MatchResultView } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { useAnswerResult } from '../api/answer-result';
import { formatDateTime } from '@/lib/format';
import { opponentScoreText } from '../utils/result-sides';
import { stageText } from '../utils/result-stage';
import { DisputeResultDialog } from './dispute-result-dialog';

/** The score as the viewer (the opponent) reads it: their own games first. */
const scoreForViewer = (result: MatchResultView) =>
  result.outcome === 'walkover' ? 'Walkover' : `${opponentScoreText(result)} (your score first)`;

/** A result someone logged against the viewer: what they logged, until when to answer, Confirm or Dispute. */
export function ResultToConfirmItem({ result }: { result: MatchResultView }) {
  const answer = useAnswerResult();
  const outcome = result.winner === 'opponent' ? 'You won' : `${result.playerName} won`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words text-slate-900">Logged by {result.playerName}</p>
        <p className="text-sm text-slate-600">
          {result.tournamentName} · {stageText(result)}
        </p>
        <p className="text-sm text-slate-900">
          {scoreForViewer(result)} · {outcome}
        </p>
        {result.notes && <p className="text-xs break-words text-slate-500">{result.notes}</p>}
        {result.confirmationDueAt && (
          <p className="text-xs font-medium text-amber-800">Answer by {formatDateTime(result.confirmationDueAt)}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ id: result.id, decision: 'confirm' })}>
          {answer.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <DisputeResultDialog result={result} disabled={answer.isPending} />
      </div>
    </div>
  );
}
