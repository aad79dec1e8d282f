import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { failureToast } from '@/lib/mutation-toast';
import { useKudos, useMarkMessageRead, useMessages } from '../api/messages';
import { MatchList } from './match-list';
import { personName } from './person-name';

const when = (iso: string) => new Date(iso).toLocaleString();

function MessagesTab() {
  const [page, setPage] = useState(1);
  const messages = useMessages('received', page);
  const markRead = useMarkMessageRead();
  return (
    <QueryState query={messages} loading="Loading messages..." error="Failed to load messages." empty="No messages yet.">
      {(data) => (
        <>
          <ul className="flex flex-col gap-2">
            {data.items.map((m) => (
              <li key={m.id} className={`rounded-lg border p-3 text-sm ${m.isRead ? 'border-slate-200' : 'border-emerald-300 bg-emerald-50/40'}`}>
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{m.subject}</p>
                    <p className="text-slate-500">
                      From {personName(m.sender)} · {when(m.createdAt)}
                    </p>
                  </div>
                  {m.isRead ? (
                    <Badge>Read</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate(m.id, { onError: failureToast('Failed to mark message as read') })}
                    >
                      Mark Read
                    </Button>
                  )}
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-700">{m.message}</p>
              </li>
            ))}
          </ul>
          <Pager page={data} onPageChange={setPage} noun="messages" />
        </>
      )}
    </QueryState>
  );
}

function KudosTab() {
  const [page, setPage] = useState(1);
  const kudos = useKudos(page);
  return (
    <QueryState query={kudos} loading="Loading kudos..." error="Failed to load kudos." empty="No kudos yet.">
      {(data) => (
        <>
          <ul className="flex flex-col gap-2">
            {data.items.map((k) => (
              <li key={k.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-700">“{k.message}”</p>
                <p className="mt-1 text-slate-500">
                  {personName(k.sender)} · {when(k.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={data} onPageChange={setPage} noun="kudos" />
        </>
      )}
    </QueryState>
  );
}

/** The player's inbox: messages (unread first), kudos, and match invitations received. */
export function InboxCard() {
  const unread = useMessages('received', 1).data?.unreadCount ?? 0;
  return (
    <Card role="region" aria-label="Inbox">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Inbox {unread > 0 && <Badge tone="green">{unread} unread</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="messages">
          <TabsList>
            <TabsTrigger value="messages">Messages</TabsTrigger>
            <TabsTrigger value="kudos">Kudos</TabsTrigger>
            <TabsTrigger value="invitations">Invitations</TabsTrigger>
          </TabsList>
          <TabsContent value="messages" className="pt-4">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="kudos" className="pt-4">
            <KudosTab />
          </TabsContent>
          <TabsContent value="invitations" className="pt-4">
            <MatchList side="received" empty="No match invitations yet." />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
