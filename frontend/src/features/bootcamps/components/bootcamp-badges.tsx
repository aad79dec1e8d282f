import { BOOTCAMP_TYPE_LABELS, type BootcampStatus, type BootcampType } from '@rallypoint/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

const statusTones: Record<BootcampStatus, BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' };

/** Pending, approved or rejected (docs/product-rules.md#bootcamps-and-clinics). */
export function BootcampStatusBadge({ status }: { status: BootcampStatus }) {
  return <Badge tone={statusTones[status] ?? 'red'}>{capitalize(status)}</Badge>;
}

/** 'Bootcamp' or 'Clinic'. */
export function BootcampTypeBadge({ type }: { type: BootcampType }) {
  return <Badge tone={type === 'clinic' ? 'purple' : 'blue'}>{BOOTCAMP_TYPE_LABELS[type] ?? type}</Badge>;
}
