import type { ResultStatus } from '@rallypoint/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ResultStatus, BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' };
const LABELS: Record<ResultStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function ResultStatusBadge({ status }: { status: ResultStatus }) {
  return <Badge tone={TONES[status] ?? 'gray'}>{LABELS[status] ?? status}</Badge>;
}
