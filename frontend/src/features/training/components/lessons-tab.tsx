import { Badge } from '@/components/ui/badge';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useUpcomingLessons } from '../api/student-dashboard';

/** The next (at most five) lessons an admin scheduled for this student. */
export function LessonsTab() {
  const lessons = useUpcomingLessons();
  return (
    <QueryState query={lessons} loading="Loading lessons..." error="Failed to load your lessons." empty="No upcoming lessons">
      {(rows) => (
        <ul className="divide-y divide-slate-100">
          {rows.map((lesson) => (
            <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900">{lesson.title}</p>
                <p className="text-sm text-slate-600">
                  {formatDate(lesson.date)} at {lesson.time} · {lesson.instructor}
                </p>
                {lesson.notes && <p className="text-sm text-slate-500">{lesson.notes}</p>}
              </div>
              <Badge tone="blue">{lesson.type}</Badge>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
