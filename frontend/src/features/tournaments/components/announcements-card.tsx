import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { formatDateTime } from '@/lib/format';
import { useTournamentAnnouncements } from '../api/announcements';

/** The organizer's announcements on the tournament's public page; nothing at all until there is one. */
export function AnnouncementsCard({ tournamentId }: { tournamentId: number }) {
  const [page, setPage] = useState(1);
  const announcements = useTournamentAnnouncements(tournamentId, page);
  const result = announcements.data;
  if (!result || result.total === 0) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Announcements</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-4">
          {result.items.map((announcement) => (
            <li key={announcement.id} className="border-l-4 border-emerald-600 pl-3">
              <h3 className="font-semibold break-words text-slate-900">{announcement.title}</h3>
              <p className="text-xs text-slate-600">
                {announcement.postedBy} · {formatDateTime(announcement.postedAt)}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{announcement.message}</p>
            </li>
          ))}
        </ul>
        <Pager page={result} onPageChange={setPage} noun="announcements" />
      </CardContent>
    </Card>
  );
}
