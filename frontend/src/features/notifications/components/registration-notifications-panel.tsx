import { useState } from 'react';
import type { RegistrationNotification } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRegistrationNotifications } from '../api/registration-notifications';
import { NotificationList } from './notification-list';
import { RegistrationDetails } from './registration-details';

type Tab = 'notifications' | 'details';

export function RegistrationNotificationsPanel() {
  const [page, setPage] = useState(1);
  const notifications = useRegistrationNotifications(page);
  const [tab, setTab] = useState<Tab>('notifications');
  const [selected, setSelected] = useState<{ id: number; code: string } | null>(null);
  // Counted by the server over every page, unread first.
  const unread = notifications.data?.unread ?? 0;

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
