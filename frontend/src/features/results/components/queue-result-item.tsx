import type { MatchResultView, ResultDecision } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDecideResult } from '../api/get-results';
import { isOpenDispute } from '../utils/confirmation-text';
import { CorrectResultDialog } from './correct-result-dialog';
import { ResultHistoryButton } from './result-history-dialog';
import { ResultSummary } from './result-row';

function Decision({ result }: { result: MatchResultView }) {
  const decide = useDecideResult(result.tournamentId);
  const run = (status: ResultDecision) => decide.mutate({ id: result.id, status });
  return (
    <>
      <Button size="sm" onClick={() => run('approved')} disabled={decide.isPending}>
        Approve
      </Button>
      <Button size="sm" variant="outline" onClick={() => run('rejected')} disabled={decide.isPending}>
        Reject
      </Button>
    </>
  );
}

/** One result in the organizer's queue: approve or reject it while pending, correct its score, read its history. */
export function QueueResultItem({ result }: { result: MatchResultView }) {
  return (
    <li
      className={cn(
        'flex flex-wrap items-start justify-between gap-3 py-3',
        isOpenDispute(result) && 'border-l-4 border-l-red-400 pl-3',
      )}
    >
      <ResultSummary result={result} perspective="organizer" />
      <div className="flex flex-wrap gap-2">
        {result.status === 'pending' && <Decision result={result} />}
        <CorrectResultDialog result={result} />
        <ResultHistoryButton result={result} />
      </div>
    </li>
  );
}
