import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useMarkAllUpdatesRead, useMarkUpdateRead, useUpdates } from '../api/updates';
import { formatDateTime } from '@/lib/format';

/** What the app told the player (a published order of play, a place from a waitlist), newest first. */
export function UpdatesCard() {
  const [page, setPage] = useState(1);
  const updates = useUpdates(page);
  const markRead = useMarkUpdateRead();
  const markAll = useMarkAllUpdatesRead();
  const unread = updates.data?.unreadCount ?? 0;
  return (
    <Card role="region" aria-labelledby="updates-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="updates-title">Updates {unread > 0 && <Badge tone="green">{unread} new</Badge>}</CardTitle>
        {unread > 0 && (
          <Button size="sm" variant="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <QueryState query={updates} loading="Loading updates..." error="Failed to load updates." empty="Nothing new.">
          {(data) => (
            <>
              <ul className="flex flex-col gap-2">
                {data.items.map((u) => (
                  <li
                    key={u.id}
                    className={`rounded-lg border p-3 text-sm ${u.isRead ? 'border-slate-200' : 'border-emerald-300 bg-emerald-50/40'}`}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <p className="font-medium break-words text-slate-900">{u.title}</p>
                      {!u.isRead && (
                        <Button size="sm" variant="ghost" disabled={markRead.isPending} onClick={() => markRead.mutate(u.id)}>
                          Mark read
                        </Button>
                      )}
                    </div>
                    <p className="break-words whitespace-pre-line text-slate-700">{u.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {formatDateTime(u.createdAt)}
                      {u.link && (
                        <>
                          {' · '}
                          <Link to={u.link} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
                            Open
                          </Link>
                        </>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
              <Pager page={data} onPageChange={setPage} noun="updates" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
