import { SPORT_LABELS, USER_TYPE_LABELS, type CurrentUser } from '@rallypoint/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { RatingList } from '@/components/ratings';
import { useMyRatings } from '@/lib/api/ratings';
import { ProfileDetails } from './profile-details';

export function PlayerProfileCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <ProfileDetails
          items={[
            { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() || user.username },
            { label: 'Email', value: user.email },
            { label: 'User Type', value: USER_TYPE_LABELS[user.userType] ?? user.userType },
            { label: 'Sports', value: user.sports.map((sport) => SPORT_LABELS[sport] ?? sport).join(', ') || 'None' },
            { label: 'Ratings', value: <MyRatings /> },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** Rating per sport from approved results; "Unrated" until the first one. */
function MyRatings() {
  const ratings = useMyRatings();
  return (
    <QueryState query={ratings} loading="Loading ratings..." error="Failed to load ratings.">
      {(data) => <RatingList ratings={data.ratings} />}
    </QueryState>
  );
}
