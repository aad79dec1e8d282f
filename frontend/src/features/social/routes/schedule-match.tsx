import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FreePlayForm } from '../components/free-play-form';
import { MatchInvitationsCard } from '../components/match-invitations-card';
import { SentMatchesCard } from '../components/sent-matches-card';
import { TournamentMatchForm } from '../components/tournament-match-form';

export function ScheduleMatchRoute() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <Link to="/dashboard" className="mb-2 inline-block text-sm font-medium text-emerald-700 hover:underline">
          ← Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Schedule Match</h1>
        <p className="mt-1 text-slate-600">
          Propose a tournament match or a free play session; your opponent accepts or declines.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>New Match</CardTitle>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="tournament">
              <TabsList>
                <TabsTrigger value="tournament">Tournament Match</TabsTrigger>
                <TabsTrigger value="free-play">Free Play / General Hit</TabsTrigger>
              </TabsList>
              <TabsContent value="tournament" className="pt-4">
                <TournamentMatchForm />
              </TabsContent>
              <TabsContent value="free-play" className="pt-4">
                <FreePlayForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <MatchInvitationsCard />
          <SentMatchesCard />
        </div>
      </div>
    </div>
  );
}
