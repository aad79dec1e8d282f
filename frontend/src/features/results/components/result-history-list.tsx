import type { ResultChange } from '@rallypoint/shared';
import { QueryState } from '@/components/ui/query-state';
import { useResultHistory } from '../api/result-history';
import { formatDateTime } from '@/lib/format';

const CHANGE_LABELS: Record<ResultChange, string> = {
  submitted: 'Submitted',
  entered: 'Entered by organizer',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  approved: 'Approved',
  rejected: 'Rejected',
  corrected: 'Corrected',
};

/** Every change to a result, oldest first: when, who, what. */
export function ResultHistoryList({ resultId }: { resultId: number }) {
  const history = useResultHistory(resultId);
  return (
    <QueryState query={history} loading="Loading history..." error="Failed to load the history." empty="No history yet">
      {(entries) => (
        <ol className="flex flex-col gap-2">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{CHANGE_LABELS[entry.change] ?? entry.change}</span>
                <time dateTime={entry.at} className="text-xs text-slate-600">
                  {formatDateTime(entry.at)}
                </time>
              </div>
              <p className="text-slate-600">by {entry.actorName}</p>
              {entry.details && <p className="break-words whitespace-pre-line text-slate-700">{entry.details}</p>}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
