import { SPORT_LABELS, type CurrentUser } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { capitalize } from '@/lib/format';
import { ProfileDetails } from './profile-details';

export function locationOf(user: Pick<CurrentUser, 'addressLine1' | 'state' | 'zipCode'>): string {
  return [user.addressLine1, user.state, user.zipCode].filter((part) => part && part.trim()).join(', ');
}

export function OrganizerProfileCard({ user }: { user: CurrentUser }) {
  const location = locationOf(user);
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Organizer Profile</CardTitle>
          <Badge tone="green">Active Organizer</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <ProfileDetails
          items={[
            { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() || user.username },
            { label: 'Email', value: user.email },
            { label: 'Phone', value: user.phone || 'Not provided' },
            { label: 'Organization', value: user.organizationName || 'Independent Organizer' },
            { label: 'Role', value: capitalize(user.role) },
            { label: 'Level', value: user.level ? capitalize(user.level) : 'Not specified' },
            { label: 'Sports Managed', value: user.sports.map((sport) => SPORT_LABELS[sport] ?? sport).join(', ') || 'None' },
            ...(location ? [{ label: 'Location', value: location }] : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}
