import type { AdminSummary } from '@rallypoint/shared';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useAdminSummary } from '../api/admin-users';

const CARDS: ReadonlyArray<{ key: keyof AdminSummary; label: string; accent: string }> = [
  { key: 'totalUsers', label: 'Total Users', accent: 'text-slate-900' },
  { key: 'activeUsers', label: 'Active Users', accent: 'text-emerald-700' },
  { key: 'pendingUsers', label: 'Pending Users', accent: 'text-amber-700' },
  { key: 'pendingTournaments', label: 'Pending Tournaments', accent: 'text-sky-700' },
];

/** The admin dashboard's four summary cards (docs/product-rules.md#admin-console-and-history). */
export function AdminSummaryCards() {
  const summary = useAdminSummary();
  return (
    <QueryState query={summary} loading="Loading summary..." error="Failed to load the summary.">
      {(counts) => (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CARDS.map((card) => (
            <Card key={card.key} className="p-5">
              <dt className="text-sm font-medium text-slate-500">{card.label}</dt>
              <dd className={`mt-1 text-3xl font-bold ${card.accent}`}>{counts[card.key]}</dd>
            </Card>
          ))}
        </dl>
      )}
    </QueryState>
  );
}
