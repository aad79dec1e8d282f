import type { TournamentSummary } from '@rallypoint/shared';
import { Card } from '@/components/ui/card';

export function countByStatus(tournaments: readonly Pick<TournamentSummary, 'status'>[]) {
  const count = (status: string) => tournaments.filter((t) => t.status === status).length;
  return { total: tournaments.length, upcoming: count('upcoming'), active: count('active'), completed: count('completed') };
}

export function TournamentStats({ tournaments }: { tournaments: readonly TournamentSummary[] }) {
  const counts = countByStatus(tournaments);
  const stats = [
    { label: 'Total', value: counts.total, accent: 'text-slate-900' },
    { label: 'Upcoming', value: counts.upcoming, accent: 'text-sky-700' },
    { label: 'Active', value: counts.active, accent: 'text-emerald-700' },
    { label: 'Completed', value: counts.completed, accent: 'text-slate-600' },
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
