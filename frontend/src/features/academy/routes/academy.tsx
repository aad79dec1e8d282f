import { Link } from 'react-router-dom';
import { ENROLLMENT_ACADEMY_ID, SPORT_LABELS, SPORTS } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useMyMembership } from '../api/memberships';
import { EnrollmentDialog } from '../components/enrollment-dialog';
import { MembershipButton } from '../components/membership-button';

const PROGRAMS = [
  { title: 'Private Coaching', text: 'One-on-one lessons shaped around your game and your goals.' },
  { title: 'Group Classes', text: 'Small groups by level, so every drill fits the players in it.' },
  { title: 'Competition Track', text: 'Match play, tactics and tournament preparation for ambitious players.' },
  { title: 'Family Programs', text: 'Sessions that parents and children can enjoy together.' },
];

/** /academy: the academy's marketing page with the enrollment dialog (always academy 1). */
export function AcademyRoute() {
  const { user } = useAuth();
  const membership = useMyMembership();
  const isPlayer = user?.role === 'user';

  return (
    <div className="flex flex-col gap-8">
      <section className="rounded-2xl bg-gradient-to-br from-emerald-600 to-emerald-800 p-8 text-white shadow-sm sm:p-12">
        <h1 className="text-3xl font-bold sm:text-4xl">RallyPoint Academy</h1>
        <p className="mt-3 max-w-2xl text-emerald-50">
          Train with certified coaches in {SPORTS.map((sport) => SPORT_LABELS[sport]).join(', ')}. Structured programs for juniors
          and adults, from your first lesson to your first tournament.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <MembershipButton
            membership={membership.data ?? undefined}
            canApply={isPlayer}
            apply={<EnrollmentDialog triggerClassName="bg-white text-emerald-800 hover:bg-emerald-50" />}
          />
          <Link to={`/academy/${ENROLLMENT_ACADEMY_ID}`} className={buttonClasses('secondary', 'lg')}>
            Academy Details
          </Link>
          <Link to="/find-academies" className={buttonClasses('ghost', 'lg', 'text-white hover:bg-emerald-700')}>
            Find Other Academies
          </Link>
        </div>
      </section>

      <section aria-labelledby="programs-heading">
        <h2 id="programs-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Programs
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAMS.map((program) => (
            <Card key={program.title}>
              <CardHeader>
                <CardTitle className="text-base">{program.title}</CardTitle>
                <CardDescription>{program.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>How enrollment works</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
            <li>Choose a membership type and tell us about your experience.</li>
            <li>An administrator reviews your application; you will get an e-mail with the decision.</li>
            <li>Once approved, your student dashboard opens from your dashboard&apos;s My Academy card.</li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
