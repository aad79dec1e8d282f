import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { failureToast } from '@/lib/mutation-toast';
import { useMatches } from '../api/matches';
import { useKudos, useMarkKudosRead, useMarkMessageRead, useMessages } from '../api/messages';
import { MatchList } from './match-list';
import { MessageDialog } from './message-dialog';
import { personName } from './person-name';
import { formatDateTime } from '@/lib/format';

/** An item still to look at stands out; the server already lists those first. */
const itemClass = (isNew: boolean) =>
  `rounded-lg border p-3 text-sm ${isNew ? 'border-emerald-300 bg-emerald-50/40' : 'border-slate-200'}`;

/** 'Read' once read; until then the recipient's button to mark it so. */
function ReadState({ isRead, pending, onMarkRead }: { isRead: boolean; pending: boolean; onMarkRead: () => void }) {
  if (isRead) return <Badge>Read</Badge>;
  return (
    <Button size="sm" variant="outline" disabled={pending} onClick={onMarkRead}>
      Mark Read
    </Button>
  );
}

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
              <li key={m.id} className={itemClass(!m.isRead)}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{m.subject}</p>
                    <p className="text-slate-500">
                      From {personName(m.sender)} · {formatDateTime(m.createdAt)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <MessageDialog player={m.sender} replyTo={m} />
                    <ReadState
                      isRead={m.isRead}
                      pending={markRead.isPending}
                      onMarkRead={() => markRead.mutate(m.id, { onError: failureToast('Failed to mark message as read') })}
                    />
                  </div>
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
  const markRead = useMarkKudosRead();
  return (
    <QueryState query={kudos} loading="Loading kudos..." error="Failed to load kudos." empty="No kudos yet.">
      {(data) => (
        <>
          <ul className="flex flex-col gap-2">
            {data.items.map((k) => (
              <li key={k.id} className={itemClass(!k.isRead)}>
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="text-slate-700">“{k.message}”</p>
                    <p className="mt-1 text-slate-500">
                      {personName(k.sender)} · {formatDateTime(k.createdAt)}
                    </p>
                  </div>
                  <ReadState
                    isRead={k.isRead}
                    pending={markRead.isPending}
                    onMarkRead={() => markRead.mutate(k.id, { onError: failureToast('Failed to mark kudos as read') })}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pager page={data} onPageChange={setPage} noun="kudos" />
        </>
      )}
    </QueryState>
  );
}

/** A tab's label with how many of its items wait for the player, when any do. */
function TabLabel({ children, count, what }: { children: ReactNode; count: number; what: string }) {
  return (
    <span className="flex items-center gap-2">
      {children}{' '}
      {count > 0 && (
        <Badge tone="green">
          {count} {what}
        </Badge>
      )}
    </span>
  );
}

/**
 * The player's inbox: received messages and kudos (unread first) and match invitations (those awaiting an answer
 * first), each tab counting what is still unread or unanswered. The counts come with each list's first page, the
 * same queries the tabs open on, so marking read or answering (which refreshes those lists) updates them.
 */
export function InboxCard() {
  const unreadMessages = useMessages('received', 1).data?.unreadCount ?? 0;
  const unreadKudos = useKudos(1).data?.unreadCount ?? 0;
  const awaitingAnswer = useMatches('received', 1, 'unanswered_first').data?.awaitingAnswerCount ?? 0;
  return (
    <Card role="region" aria-label="Inbox">
      <CardHeader>
        <CardTitle>Inbox</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="messages">
          <TabsList>
            <TabsTrigger value="messages">
              <TabLabel count={unreadMessages} what="unread">
                Messages
              </TabLabel>
            </TabsTrigger>
            <TabsTrigger value="kudos">
              <TabLabel count={unreadKudos} what="new">
                Kudos
              </TabLabel>
            </TabsTrigger>
            <TabsTrigger value="invitations">
              <TabLabel count={awaitingAnswer} what="to answer">
                Invitations
              </TabLabel>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="messages" className="pt-4">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="kudos" className="pt-4">
            <KudosTab />
          </TabsContent>
          <TabsContent value="invitations" className="pt-4">
            <MatchList side="received" order="unanswered_first" empty="No match invitations yet." />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
