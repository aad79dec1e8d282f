import type { MatchResponse } from '@rallypoint/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<MatchResponse, BadgeTone> = { pending: 'amber', accepted: 'green', declined: 'red' };
const LABELS: Record<MatchResponse, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };

export function MatchResponseBadge({ response }: { response: MatchResponse }) {
  return <Badge tone={TONES[response]}>{LABELS[response]}</Badge>;
}
