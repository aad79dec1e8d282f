import { useSearchParams } from 'react-router-dom';
import type { MatchResultView } from '@rallypoint/shared';
import { LinkedListItem } from '@/components/linked-list-item';
import { useUser } from '@/lib/auth';
import { useResult } from '../api/get-result';
import { awaitsAnswerFrom, noLongerAwaitingText } from '../utils/awaits-answer';
import { LINKED_RESULT_PARAM } from '../utils/result-links';
import { ResultToConfirmItem } from './result-to-confirm-item';

const linkedId = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The result a link names (`?result={id}`, from the "Confirm a result" update or e-mail) when the page of results to
 * confirm shown does not hold it (it is on a later page, or no longer awaits an answer): asked for on its own.
 */
export function LinkedResultToConfirm({ shown }: { shown: readonly MatchResultView[] | undefined }) {
  const [params] = useSearchParams();
  const id = linkedId(params.get(LINKED_RESULT_PARAM));
  if (id === null || shown === undefined || shown.some((result) => result.id === id)) return null;
  return <LinkedResult id={id} />;
}

/**
 * With its Confirm and Dispute while the viewer may still answer, else a line saying why not. Only for the result's
 * opponent: its submitter finds it in My Results.
 */
function LinkedResult({ id }: { id: number }) {
  const user = useUser();
  const result = useResult(id).data;
  const viewerId = user.data?.id;
  if (!result || viewerId === undefined || result.opponentId !== viewerId) return null;
  if (!awaitsAnswerFrom(result, viewerId)) return <p className="text-sm text-slate-700">{noLongerAwaitingText(result)}</p>;
  return (
    <ul className="mb-2 border-b border-slate-100">
      <LinkedListItem param={LINKED_RESULT_PARAM} itemId={result.id} className="py-3">
        <ResultToConfirmItem result={result} />
      </LinkedListItem>
    </ul>
  );
}
