import type { RegistrationNotification } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useMarkNotificationRead } from '../api/registration-notifications';
import { fixedFailureToast } from '@/lib/mutation-toast';

interface Props {
  notifications: readonly RegistrationNotification[];
  onViewDetails: (notification: RegistrationNotification) => void;
}

export function NotificationList({ notifications, onViewDetails }: Props) {
  const markRead = useMarkNotificationRead();

  const onMarkRead = (id: number) =>
    markRead.mutate(id, {
      onError: fixedFailureToast('Error', 'Failed to mark notification as read'),
    });

  return (
    <ul className="flex flex-col gap-2">
      {notifications.map((notification) => (
        <li
          key={notification.id}
          className={`flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between ${
            notification.isRead ? 'border-slate-200 bg-white' : 'border-emerald-200 bg-emerald-50/50'
          }`}
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-slate-900">{notification.playerName}</p>
              {!notification.isRead && <Badge tone="green">New</Badge>}
            </div>
            <p className="truncate text-sm text-slate-600">{notification.playerEmail}</p>
            <p className="text-xs text-slate-500">
              Tournament <span className="font-mono">{notification.tournamentCode}</span> · {formatDate(notification.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" variant="outline" onClick={() => onViewDetails(notification)}>
              View Details
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onMarkRead(notification.id)}
              disabled={notification.isRead || (markRead.isPending && markRead.variables === notification.id)}
            >
              Mark Read
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
