import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EnterResultForm } from './enter-result-form';
import { WithScoreFormat } from './with-score-format';

/**
 * The Enter Result form under its title, for a dialog of its own or in place of the results queue. `titleRef` lets
 * the queue move focus to the title when the form replaces the list.
 */
export function EnterResultPanel({
  tournamentId,
  onEntered,
  titleRef,
}: {
  tournamentId: number;
  onEntered: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="focus:outline-none">
          Enter a Result
        </DialogTitle>
        <DialogDescription>A result you enter is approved at once; the players are not asked to confirm it.</DialogDescription>
      </DialogHeader>
      <WithScoreFormat tournamentId={tournamentId}>
        {(format) => <EnterResultForm tournamentId={tournamentId} format={format} onEntered={onEntered} />}
      </WithScoreFormat>
    </>
  );
}

/** The organizer's Enter Result action: a result between two participants, approved at once. */
export function EnterResultDialog({ tournamentId }: { tournamentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Enter Result</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <EnterResultPanel tournamentId={tournamentId} onEntered={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
