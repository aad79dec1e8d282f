import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MatchList } from './match-list';

/** What this player proposed, with each opponent's answer. */
export function SentMatchesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Matches You Proposed</CardTitle>
        <CardDescription>Your invitations and their answers.</CardDescription>
      </CardHeader>
      <CardContent>
        <MatchList side="sent" empty="You have not proposed any matches yet." />
      </CardContent>
    </Card>
  );
}
