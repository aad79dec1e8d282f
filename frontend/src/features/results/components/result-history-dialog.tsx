import type { MatchResultView } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ResultHistoryList } from './result-history-list';

/** A History button opening the result's changes; they are read only once it opens (the content mounts then). */
export function ResultHistoryButton({ result }: { result: MatchResultView }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          History
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Result History</DialogTitle>
          <DialogDescription>
            {result.playerName} vs {result.opponentName} · {result.tournamentName}
          </DialogDescription>
        </DialogHeader>
        <ResultHistoryList resultId={result.id} />
      </DialogContent>
    </Dialog>
  );
}
