import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { EnterResultPrefill } from '../utils/enter-result-prefill';
import { EnterResultForm } from './enter-result-form';
import { WithScoreFormat } from './with-score-format';

/**
 * The Enter Result form under its title, for a dialog of its own or in place of the results queue. `titleRef` lets
 * the queue move focus to the title when the form replaces the list; `prefill` opens it on one match.
 */
export function EnterResultPanel({
  tournamentId,
  onEntered,
  titleRef,
  prefill,
}: {
  tournamentId: number;
  onEntered: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
  prefill?: EnterResultPrefill;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="focus:outline-none">
          Enter a Result
        </DialogTitle>
        <DialogDescription>
          {prefill && `${prefill.playerName} v ${prefill.opponentName}, ${prefill.matchLabel}. `}A result you enter is approved at
          once; the players are not asked to confirm it.
        </DialogDescription>
      </DialogHeader>
      <WithScoreFormat tournamentId={tournamentId}>
        {(format) => <EnterResultForm tournamentId={tournamentId} format={format} onEntered={onEntered} prefill={prefill} />}
      </WithScoreFormat>
    </>
  );
}

/**
 * The organizer's Enter Result action, a dialog of its own: a result between two entries, approved at once. Opened
 * from a match (the fixture manager's match row, a placed match of the order of play) it starts on that match: its
 * two entries and the match filled in, the button naming them.
 */
export function EnterResultDialog({ tournamentId, prefill }: { tournamentId: number; prefill?: EnterResultPrefill }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={prefill ? 'outline' : undefined}
          aria-label={prefill ? `Enter Result: ${prefill.playerName} v ${prefill.opponentName}` : undefined}
        >
          Enter Result
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        {open && <EnterResultPanel tournamentId={tournamentId} onEntered={() => setOpen(false)} prefill={prefill} />}
      </DialogContent>
    </Dialog>
  );
}
