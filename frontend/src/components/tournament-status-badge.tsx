import { Badge, type BadgeTone } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

const tones: Record<string, BadgeTone> = {
  pending: 'amber',
  upcoming: 'blue',
  active: 'green',
  completed: 'gray',
  cancelled: 'orange',
  rejected: 'red',
};

/** Statuses the product does not know are shown red (docs/product-rules.md#tournament-statuses lists the known ones). */
export function TournamentStatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={tones[status] ?? 'red'}>{label ?? capitalize(status)}</Badge>;
}
