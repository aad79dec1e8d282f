import { useState } from 'react';
import type { RegistrationNotification } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useMarkAllNotificationsRead, useRegistrationNotifications } from '../api/registration-notifications';
import { NotificationList } from './notification-list';
import { RegistrationDetails } from './registration-details';

type Tab = 'notifications' | 'details';

export function RegistrationNotificationsPanel() {
  const [page, setPage] = useState(1);
  const [tournamentId, setTournamentId] = useState<number | undefined>();
  const notifications = useRegistrationNotifications(page, tournamentId);
  const markAll = useMarkAllNotificationsRead();
  const [tab, setTab] = useState<Tab>('notifications');
  const [selected, setSelected] = useState<{ id: number; code: string } | null>(null);
  // Counted by the server over every page (of the chosen tournament), unread first.
  const unread = notifications.data?.unread ?? 0;
  const tournaments = notifications.data?.tournaments ?? [];

  const chooseTournament = (value: string) => {
    setTournamentId(value ? Number(value) : undefined);
    setPage(1);
  };
  const markAllRead = () =>
    markAll.mutate(tournamentId, {
      onSuccess: successToast('Notifications marked as read'),
      onError: fixedFailureToast('Error', 'Failed to mark notifications as read'),
    });

  const viewDetails = (notification: RegistrationNotification) => {
    setSelected({ id: notification.tournamentId, code: notification.tournamentCode });
    setTab('details');
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle>Registration Notifications</CardTitle>
          {unread > 0 && <Badge tone="green">{unread} unread</Badge>}
        </div>
        <CardDescription>New registrations through your tournaments&apos; registration forms.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
            <TabsTrigger value="details" disabled={!selected}>
              Registration Details
            </TabsTrigger>
          </TabsList>
          <TabsContent value="notifications">
            <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-1.5 sm:w-72">
                <Label htmlFor="notifications-tournament">Tournament</Label>
                <NativeSelect
                  id="notifications-tournament"
                  value={tournamentId ?? ''}
                  onChange={(event) => chooseTournament(event.target.value)}
                >
                  <option value="">All tournaments</option>
                  {tournaments.map((t) => (
                    <option key={t.tournamentId} value={t.tournamentId}>
                      {t.unread > 0 ? `${t.tournamentCode} (${t.unread} unread)` : t.tournamentCode}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button size="sm" variant="outline" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
                Mark all read
              </Button>
            </div>
            <QueryState
              query={notifications}
              loading="Loading notifications..."
              error="Failed to load notifications."
              empty="No registration notifications yet."
            >
              {(result) => (
                <>
                  <NotificationList notifications={result.items} onViewDetails={viewDetails} />
                  <Pager page={result} onPageChange={setPage} noun="notifications" />
                </>
              )}
            </QueryState>
          </TabsContent>
          <TabsContent value="details">
            {selected && <RegistrationDetails tournamentId={selected.id} tournamentCode={selected.code} />}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
