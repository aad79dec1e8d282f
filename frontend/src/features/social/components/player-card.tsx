import { SPORT_LABELS, type FoundPlayer } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { RatingList } from '@/components/ratings';
import { InviteDialog } from './invite-dialog';
import { KudosDialog } from './kudos-dialog';
import { MessageDialog } from './message-dialog';
import { personName } from './person-name';

export function PlayerCard({ player, canSchedule }: { player: FoundPlayer; canSchedule: boolean }) {
  const place = [player.city, player.state].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">{personName(player)}</p>
        <p className="text-sm text-slate-500">
          @{player.username}
          {place && ` · ${place}`}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {player.level && <Badge tone="blue">{player.level[0].toUpperCase() + player.level.slice(1)}</Badge>}
          {player.sports.map((sport) => (
            <Badge key={sport}>{SPORT_LABELS[sport] ?? sport}</Badge>
          ))}
        </div>
        <RatingList ratings={player.ratings} className="mt-2" />
      </div>
      <div className="flex flex-wrap gap-2">
        <MessageDialog player={player} />
        {canSchedule && <InviteDialog player={player} />}
        <KudosDialog player={player} />
      </div>
    </li>
  );
}
