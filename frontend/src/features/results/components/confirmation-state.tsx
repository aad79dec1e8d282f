import type { MatchResultView, ResultConfirmation } from '@rallypoint/shared';
import { cn } from '@/lib/cn';
import { confirmationText } from '../utils/confirmation-text';

const TONES: Record<ResultConfirmation, string> = {
  awaiting: 'text-amber-800',
  confirmed: 'text-emerald-700',
  disputed: 'text-red-700',
  expired: 'text-slate-600',
  'not-needed': 'text-sky-700',
  organizer: 'text-sky-700',
};

/** The opponent's answer to a result (or that the organizer entered it), one line under the result. */
export function ConfirmationState({ result }: { result: MatchResultView }) {
  return (
    <p className={cn('text-xs font-medium break-words', TONES[result.confirmation] ?? 'text-slate-600')}>
      {confirmationText(result)}
    </p>
  );
}
