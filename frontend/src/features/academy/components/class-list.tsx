import type { ReactNode } from 'react';
import { SPORT_LABELS, type AcademyClass } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';

/** No seat left: `currentStudents` has reached `maxStudents`. */
export const isClassFull = (c: Pick<AcademyClass, 'currentStudents' | 'maxStudents'>) => c.currentStudents >= c.maxStudents;

/** An academy's classes with their seats; `action` adds a control per class (Enroll for an active member). */
export function ClassList({ classes, action }: { classes: AcademyClass[]; action?: (academyClass: AcademyClass) => ReactNode }) {
  return (
    <ul className="flex flex-col gap-3">
      {classes.map((c) => (
        <li
          key={c.id}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">{c.className}</p>
              <Badge tone={isClassFull(c) ? 'red' : 'green'}>
                {isClassFull(c) ? 'Full' : `${c.maxStudents - c.currentStudents} of ${c.maxStudents} seats free`}
              </Badge>
            </div>
            <p className="text-sm text-slate-600">
              {SPORT_LABELS[c.sport] ?? c.sport}
              {c.level ? ` · ${c.level}` : ''}
              {c.instructor ? ` · ${c.instructor}` : ''} · {c.duration} min
              {c.pricePerSession ? ` · $${c.pricePerSession} per session` : ''}
            </p>
            {c.description && <p className="mt-1 text-sm text-slate-500">{c.description}</p>}
            {c.schedule.length > 0 && <p className="mt-1 text-xs text-slate-500">{c.schedule.join(' · ')}</p>}
          </div>
          {action && <div className="shrink-0">{action(c)}</div>}
        </li>
      ))}
    </ul>
  );
}
