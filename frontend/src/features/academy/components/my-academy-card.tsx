import { Link } from 'react-router-dom';
import { ENROLLMENT_ACADEMY_ID, type MyMembership } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyMembership } from '../api/memberships';

const ACADEMY_PATH = `/academy/${ENROLLMENT_ACADEMY_ID}`;

function statusLine(membership: MyMembership | null): {
  text: string;
  badge?: { label: string; tone: 'amber' | 'green' | 'red' };
} {
  if (!membership) return { text: 'Train with our coaches: apply to become a student of the academy.' };
  if (membership.status === 'active')
    return { text: `You are a student of ${membership.academyName}.`, badge: { label: 'Active', tone: 'green' } };
  if (membership.status === 'pending') {
    return { text: 'Your application is waiting for admin approval.', badge: { label: 'Application Pending', tone: 'amber' } };
  }
  return { text: 'Your last application was not approved. You may apply again.', badge: { label: 'Not Approved', tone: 'red' } };
}

/** The player dashboard's My Academy: active → Open Student Dashboard and Academy Info; otherwise one button to /academy/1. */
export function MyAcademyCard() {
  const { data: membership = null, isLoading } = useMyMembership();
  const { text, badge } = statusLine(membership);
  const isActive = membership?.status === 'active';

  return (
    <Card className="flex flex-col" role="region" aria-label="My Academy">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">My Academy</CardTitle>
          {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        </div>
        <CardDescription>{isLoading ? 'Loading membership...' : text}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2">
        {isActive ? (
          <>
            <Link to="/student-dashboard" className={buttonClasses('primary', 'sm', 'w-full')}>
              Open Student Dashboard
            </Link>
            <Link to={ACADEMY_PATH} className={buttonClasses('outline', 'sm', 'w-full')}>
              Academy Info
            </Link>
          </>
        ) : (
          <Link to={ACADEMY_PATH} className={buttonClasses('primary', 'sm', 'w-full')}>
            {membership?.status === 'pending' ? 'View Academy' : 'Join Academy'}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
