import { Link, useParams } from 'react-router-dom';
import { ACADEMY_PRICE_RANGE_LABELS, SPORT_LABELS, type Academy } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { isApiError, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useAcademy, useAcademyClasses } from '../api/academies';
import { useMyClassEnrollments } from '../api/classes';
import { openMembershipIn, useMyMemberships } from '../api/memberships';
import { placeOf } from '../components/academy-card';
import { ClassList } from '../components/class-list';
import { EnrollClassButton } from '../components/enroll-class-button';
import { MembershipButton } from '../components/membership-button';
import { SignupDialog } from '../components/signup-dialog';

function StateCard({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/find-academies" className={buttonClasses('outline', 'sm')}>
          Back to Find Academies
        </Link>
      </CardContent>
    </Card>
  );
}

function Contact({ academy }: { academy: Academy }) {
  const address = [academy.addressLine1, placeOf(academy), academy.zipCode].filter(Boolean).join(', ');
  const rows: Array<[string, string | null]> = [
    ['Location', academy.location],
    ['Address', address || null],
    ['Email', academy.contactEmail],
    ['Phone', academy.contactPhone],
    ['Website', academy.website],
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="col-span-2 break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** /academy/{id}: details, classes and the signup dialog. */
export function AcademyDetailRoute() {
  const id = Number(useParams().academyId);
  const validId = Number.isInteger(id) && id > 0;
  const { user } = useAuth();
  const academy = useAcademy(id, { enabled: validId });
  const classes = useAcademyClasses(id, { enabled: validId && academy.isSuccess });
  const memberships = useMyMemberships();
  const membership = openMembershipIn(memberships.data, id);
  const isActiveMember = membership?.status === 'active';
  // Only an active member of this academy can enroll, so only they need their seats.
  const enrollments = useMyClassEnrollments({ enabled: validId && isActiveMember });

  if (!validId) return <StateCard title="Academy Not Found" text="This address does not name an academy." />;
  if (academy.isLoading) return <LoadingScreen label="Loading academy..." />;
  if (isApiError(academy.error, 404))
    return <StateCard title="Academy Not Found" text="This academy does not exist or is no longer listed." />;
  if (!academy.data) {
    return <StateCard title="Error Loading Academy" text={serverMessage(academy.error) ?? 'Please try again in a moment.'} />;
  }
  const a = academy.data;
  // Unknown while loading; after a failed read the server still refuses a second seat (409).
  const enrolledIn = (classId: number) =>
    enrollments.data ? enrollments.data.some((e) => e.classId === classId) : enrollments.isError ? false : undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to="/find-academies" className="mb-2 inline-block text-sm font-medium text-emerald-700 hover:underline">
            ← Find Academies
          </Link>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{a.name}</h1>
          <p className="mt-1 text-slate-600">
            {placeOf(a)} · ★ {a.rating.toFixed(1)} · {ACADEMY_PRICE_RANGE_LABELS[a.priceRange] ?? a.priceRange}
          </p>
        </div>
        <MembershipButton membership={membership} canApply={user?.role === 'user'} apply={<SignupDialog academy={a} />} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {a.description && <p className="text-sm text-slate-700">{a.description}</p>}
            <div className="flex flex-wrap gap-1.5">
              {a.sports.map((sport) => (
                <Badge key={sport} tone="blue">
                  {SPORT_LABELS[sport] ?? sport}
                </Badge>
              ))}
            </div>
            {a.facilities.length > 0 && (
              <div>
                <h3 className="mb-1 text-sm font-medium text-slate-700">Facilities</h3>
                <ul className="list-disc pl-5 text-sm text-slate-600">
                  {a.facilities.map((facility) => (
                    <li key={facility}>{facility}</li>
                  ))}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
          </CardHeader>
          <CardContent>
            <Contact academy={a} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Classes</CardTitle>
          <CardDescription>
            {isActiveMember
              ? 'Enroll in any class with seats left.'
              : membership?.status === 'pending'
                ? 'You can enroll in classes once your application is approved.'
                : "Active members can enroll in the academy's classes."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={classes}
            loading="Loading classes..."
            error="Failed to load classes."
            empty="No classes are scheduled yet."
          >
            {(list) => (
              <ClassList
                classes={list}
                action={isActiveMember ? (c) => <EnrollClassButton academyClass={c} enrolled={enrolledIn(c.id)} /> : undefined}
              />
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
