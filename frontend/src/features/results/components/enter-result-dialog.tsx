import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EnterResultForm } from './enter-result-form';
import { WithScoreFormat } from './with-score-format';

/** The organizer's Enter Result action: a result between two participants, approved at once. */
export function EnterResultDialog({ tournamentId }: { tournamentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Enter Result</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Enter a Result</DialogTitle>
          <DialogDescription>A result you enter is approved at once; the players are not asked to confirm it.</DialogDescription>
        </DialogHeader>
        <WithScoreFormat tournamentId={tournamentId}>
          {(format) => <EnterResultForm tournamentId={tournamentId} format={format} onEntered={() => setOpen(false)} />}
        </WithScoreFormat>
      </DialogContent>
    </Dialog>
  );
}
