import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { usePendingResultCounts } from '../api/get-results';

const NONE: readonly number[] = [];
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Tells an organizer that players logged results waiting for their decision, over all of their tournaments (some
 * may be on another page of the list). Nothing when none wait. `reviewLink` leads to the tournaments dashboard.
 */
export function PendingResultsNotice({ reviewLink = false }: { reviewLink?: boolean }) {
  const { data } = usePendingResultCounts(NONE);
  if (!data || data.total === 0) return null;
  return (
    <section
      aria-label="Results awaiting approval"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        <span className="font-semibold">Results awaiting approval: </span>
        {plural(data.total, 'result')} in {plural(data.tournaments, 'tournament')} {data.total === 1 ? 'is' : 'are'} waiting for
        your decision.{reviewLink ? '' : " Open a tournament's highlighted Results button to approve or reject them."}
      </p>
      {reviewLink && (
        <Link to="/tournaments-dashboard" className={buttonClasses('outline', 'sm')}>
          Review Results
        </Link>
      )}
    </section>
  );
}
