import { SPORT_LABELS, type AcademyClass } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';

/** An academy's classes with their seats; enrolling has no visible control in the spec (§7). */
export function ClassList({ classes }: { classes: AcademyClass[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {classes.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">{c.className}</p>
            <Badge tone={c.currentStudents >= c.maxStudents ? 'red' : 'green'}>
              {c.currentStudents >= c.maxStudents ? 'Full' : `${c.maxStudents - c.currentStudents} of ${c.maxStudents} seats free`}
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
        </li>
      ))}
    </ul>
  );
}
