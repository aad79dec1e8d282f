import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MatchList } from './match-list';

/** Schedule Match's 'Recent Match Invitations': the invitations this player received, to accept or decline. */
export function MatchInvitationsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Match Invitations</CardTitle>
        <CardDescription>Invitations other players sent you.</CardDescription>
      </CardHeader>
      <CardContent>
        <MatchList
          side="received"
          empty={
            <>
              <p className="font-medium text-slate-700">No match invitations yet</p>
              <p>When another player invites you to a match, it shows up here.</p>
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
