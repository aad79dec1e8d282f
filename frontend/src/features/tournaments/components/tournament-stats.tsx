import type { TournamentStageCounts } from '@rallypoint/shared';
import { Card } from '@/components/ui/card';

const NONE: TournamentStageCounts = { upcoming: 0, active: 0, completed: 0 };

/** Counts over all of the organizer's tournaments, as the server counted them (not just the page shown). */
export function TournamentStats({ total, stageCounts = NONE }: { total: number; stageCounts?: TournamentStageCounts }) {
  const stats = [
    { label: 'Total', value: total, accent: 'text-slate-900' },
    { label: 'Upcoming', value: stageCounts.upcoming, accent: 'text-sky-700' },
    { label: 'Active', value: stageCounts.active, accent: 'text-emerald-700' },
    { label: 'Completed', value: stageCounts.completed, accent: 'text-slate-600' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="p-5">
          <dt className="text-sm font-medium text-slate-500">{stat.label}</dt>
          <dd className={`mt-1 text-3xl font-bold ${stat.accent}`}>{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
