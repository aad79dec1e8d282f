import { useState } from 'react';
import type { MatchResultView } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DisputeResultForm } from './dispute-result-form';

/** The Dispute button: a dialog asking what is wrong; it closes once the dispute is sent. */
export function DisputeResultDialog({ result, disabled }: { result: MatchResultView; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          Dispute
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dispute Result</DialogTitle>
          <DialogDescription>
            {result.playerName}&apos;s result in {result.tournamentName}. The organizer sees your comment and decides.
          </DialogDescription>
        </DialogHeader>
        <DisputeResultForm resultId={result.id} onDisputed={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
