import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { failureToast } from '@/lib/mutation-toast';
import { useMarkAnnouncementRead, useStudentAnnouncements } from '../api/student-dashboard';

const PRIORITY_TONE = { high: 'red', normal: 'gray', low: 'gray' } as const;

/** Announcements to this student and to all students, newest first, unread ones highlighted. */
export function AnnouncementsTab() {
  const [page, setPage] = useState(1);
  const announcements = useStudentAnnouncements(page);
  const markRead = useMarkAnnouncementRead();
  return (
    <QueryState
      query={announcements}
      loading="Loading announcements..."
      error="Failed to load announcements."
      empty="No announcements yet"
    >
      {(result) => (
        <>
          <ul className="flex flex-col gap-3">
            {result.items.map((item) => (
              <li
                key={item.id}
                className={
                  item.isRead
                    ? 'rounded-lg border border-slate-200 p-3'
                    : 'rounded-lg border border-emerald-300 bg-emerald-50/40 p-3'
                }
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">{item.title}</p>
                  <span className="flex gap-2">
                    <Badge tone="blue">{item.type}</Badge>
                    <Badge tone={PRIORITY_TONE[item.priority]}>{item.priority}</Badge>
                  </span>
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.content}</p>
                <div className="mt-2 flex items-center justify-between text-xs text-slate-500">
                  <span>
                    {formatDate(item.date)}
                    {item.targeted ? '' : ' · to all students'}
                  </span>
                  {!item.isRead && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={markRead.isPending}
                      onClick={() =>
                        markRead.mutate(item.id, {
                          onError: failureToast('Error', 'Failed to mark announcement as read.'),
                        })
                      }
                    >
                      Mark Read
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={result} onPageChange={setPage} noun="announcements" />
        </>
      )}
    </QueryState>
  );
}
