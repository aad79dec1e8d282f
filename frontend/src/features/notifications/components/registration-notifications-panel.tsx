import { useState } from 'react';
import type { RegistrationNotification } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRegistrationNotifications } from '../api/registration-notifications';
import { NotificationList } from './notification-list';
import { RegistrationDetails } from './registration-details';

type Tab = 'notifications' | 'details';

export function RegistrationNotificationsPanel() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useRegistrationNotifications(page);
  const [tab, setTab] = useState<Tab>('notifications');
  const [selected, setSelected] = useState<{ id: number; code: string } | null>(null);
  // Counted by the server over every page, unread first.
  const unread = data?.unread ?? 0;

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
            {isLoading ? (
              <p className="py-6 text-center text-sm text-slate-500">Loading notifications...</p>
            ) : isError || !data ? (
              <p className="py-6 text-center text-sm text-red-700">Failed to load notifications.</p>
            ) : (
              <>
                <NotificationList notifications={data.items} onViewDetails={viewDetails} />
                {data.total > 0 && <Pager page={data} onPageChange={setPage} noun="notifications" />}
              </>
            )}
          </TabsContent>
          <TabsContent value="details">
            {selected && <RegistrationDetails tournamentId={selected.id} tournamentCode={selected.code} />}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
