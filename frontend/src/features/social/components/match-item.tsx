import { SPORT_LABELS, type Match } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useAnswerMatch } from '../api/matches';
import { MatchResponseBadge } from './match-response-badge';
import { personName } from './person-name';

/** One match or invitation; the invitee answers a pending one here. */
export function MatchItem({ match }: { match: Match }) {
  const answer = useAnswerMatch();
  const other = match.direction === 'received' ? match.proposer : match.opponent;
  const respond = (response: 'accepted' | 'declined') =>
    answer.mutate(
      { id: match.id, response },
      {
        onSuccess: successToast(response === 'accepted' ? 'Invitation Accepted' : 'Invitation Declined'),
        onError: failureToast('Failed to answer the invitation. Please try again.'),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-slate-900">{match.title}</p>
        <p className="text-slate-600">
          {match.direction === 'received' ? 'From' : 'With'} {personName(other)}
          {match.sport && ` · ${SPORT_LABELS[match.sport]}`}
        </p>
        <p className="text-slate-600">
          {formatDate(match.proposedDate)} at {match.proposedTime} · {match.duration} min · {match.venue}
        </p>
        {match.message && <p className="mt-1 text-slate-500 italic">“{match.message}”</p>}
      </div>
      <div className="flex items-center gap-2">
        {match.direction === 'received' && match.response === 'pending' ? (
          <>
            <Button size="sm" disabled={answer.isPending} onClick={() => respond('accepted')}>
              Accept
            </Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => respond('declined')}>
              Decline
            </Button>
          </>
        ) : (
          <MatchResponseBadge response={match.response} />
        )}
      </div>
    </li>
  );
}
