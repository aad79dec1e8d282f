import { Badge } from '@/components/ui/badge';

/** docs/product-rules.md#accounts-and-roles: a user is Active or Pending (awaiting verification, or deactivated by an admin). */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="green">Active</Badge> : <Badge tone="amber">Pending</Badge>;
}
