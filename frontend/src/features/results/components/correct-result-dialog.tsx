import { useState } from 'react';
import type { MatchResultView } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { CorrectResultForm } from './correct-result-form';
import { WithScoreFormat } from './with-score-format';

/** The organizer's Correct action on one result, pending or approved: the score fields prefilled; saving approves it. */
export function CorrectResultDialog({ result }: { result: MatchResultView }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Correct
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Correct Result</DialogTitle>
          <DialogDescription>
            {result.playerName} (player) vs {result.opponentName} (opponent). Saving the correction approves the result.
          </DialogDescription>
        </DialogHeader>
        <WithScoreFormat tournamentId={result.tournamentId}>
          {(format) => <CorrectResultForm result={result} format={format} onCorrected={() => setOpen(false)} />}
        </WithScoreFormat>
      </DialogContent>
    </Dialog>
  );
}
