import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { PrefetchTournament } from './prefetch-tournament';

// Every screen loads on demand to keep the first download small; the screen an address opens first starts loading
// at once (preloadFirstScreen), while the session check runs.
const loadLogin = () => import('@/features/auth/routes/login');
const loadDashboard = () => import('./routes/dashboard/dashboard');
const loadPublicFixtures = () => import('./routes/public-fixtures');
const LoginRoute = lazy(() => loadLogin().then((m) => ({ default: m.LoginRoute })));
const SignupRoute = lazy(() => import('@/features/auth/routes/signup').then((m) => ({ default: m.SignupRoute })));
const DashboardRoute = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardRoute })));
const CreateTournamentRoute = lazy(() =>
  import('@/features/tournaments/routes/create-tournament').then((m) => ({ default: m.CreateTournamentRoute })),
);
const TournamentsDashboardRoute = lazy(() =>
  import('./routes/tournaments-dashboard').then((m) => ({ default: m.TournamentsDashboardWithResults })),
);
const LogResultsRoute = lazy(() => import('@/features/results/routes/log-results').then((m) => ({ default: m.LogResultsRoute })));
const RegisterTournamentRoute = lazy(() =>
  import('@/features/tournaments/routes/register-tournament').then((m) => ({ default: m.RegisterTournamentRoute })),
);
const FixtureManagerRoute = lazy(() =>
  import('./routes/fixture-manager').then((m) => ({ default: m.FixtureManagerWithOrderOfPlay })),
);
const AdminSectionRoute = lazy(() =>
  import('./routes/admin/admin-section-route').then((m) => ({ default: m.AdminSectionRoute })),
);
const MyFixturesRoute = lazy(() => import('./routes/my-fixtures').then((m) => ({ default: m.MyFixturesRoute })));
const TournamentAnnouncementsRoute = lazy(() =>
  import('@/features/tournaments/routes/tournament-announcements').then((m) => ({ default: m.TournamentAnnouncementsRoute })),
);
const ScheduleBootcampsRoute = lazy(() =>
  import('@/features/bootcamps/routes/schedule-bootcamps').then((m) => ({ default: m.ScheduleBootcampsRoute })),
);
const PublicFixturesRoute = lazy(() => loadPublicFixtures().then((m) => ({ default: m.PublicFixturesWithOrderOfPlay })));

const FindPlayersRoute = lazy(() =>
  import('@/features/social/routes/find-players').then((m) => ({ default: m.FindPlayersRoute })),
);
const ScheduleMatchRoute = lazy(() =>
  import('@/features/social/routes/schedule-match').then((m) => ({ default: m.ScheduleMatchRoute })),
);
const AcademyRoute = lazy(() => import('@/features/academy/routes/academy').then((m) => ({ default: m.AcademyRoute })));
const FindAcademiesRoute = lazy(() =>
  import('@/features/academy/routes/find-academies').then((m) => ({ default: m.FindAcademiesRoute })),
);
const AcademyDetailRoute = lazy(() =>
  import('@/features/academy/routes/academy-detail').then((m) => ({ default: m.AcademyDetailRoute })),
);
const StudentDashboardRoute = lazy(() =>
  import('@/features/training/routes/student-dashboard').then((m) => ({ default: m.StudentDashboardRoute })),
);
const StudentManagementRoute = lazy(() =>
  import('@/features/training/routes/student-management').then((m) => ({ default: m.StudentManagementRoute })),
);
const EmailPreferencesRoute = lazy(() =>
  import('@/features/email-preferences/routes/email-preferences').then((m) => ({ default: m.EmailPreferencesRoute })),
);
const UnsubscribeRoute = lazy(() =>
  import('@/features/email-preferences/routes/unsubscribe').then((m) => ({ default: m.UnsubscribeRoute })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
/** A page about one tournament (`/:tournamentId` or `?tournamentId=`): its tournament is read while its code loads. */
const tournamentPage = (element: ReactNode) => <PrefetchTournament>{page(element)}</PrefetchTournament>;

/**
 * The route table (docs/product-rules.md#screens-and-routes). Screens reachable both signed in and signed out go in `publicRoutes`;
 * later features add one line to the table they belong to.
 */
const publicRoutes: RouteObject[] = [
  { path: '/register-tournament', element: tournamentPage(<RegisterTournamentRoute />) },
  { path: '/tournament-fixtures-manager', element: tournamentPage(<FixtureManagerRoute />) },
  { path: '/tournament-fixtures-manager/:tournamentId', element: tournamentPage(<FixtureManagerRoute />) },
  { path: '/tournament-fixtures', element: tournamentPage(<PublicFixturesRoute />) },
  { path: '/tournament-fixtures/:tournamentId', element: tournamentPage(<PublicFixturesRoute />) },
  { path: '/unsubscribe', element: page(<UnsubscribeRoute />) },
];

const signedOutRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/', element: page(<LoginRoute />) },
      { path: '/login', element: page(<LoginRoute />) },
      { path: '/signup', element: page(<SignupRoute />) },
    ],
  },
  { element: <AppLayout />, children: publicRoutes },
  // Covers /dashboard, /create-tournament, /tournaments-dashboard and every unknown path.
  { path: '*', element: <Navigate to="/login" replace /> },
];

const signedInRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: page(<DashboardRoute />) },
      { path: '/dashboard', element: page(<DashboardRoute />) },
      { path: '/create-tournament', element: page(<CreateTournamentRoute />) },
      { path: '/tournaments-dashboard', element: page(<TournamentsDashboardRoute />) },
      { path: '/fixtures', element: page(<MyFixturesRoute />) },
      { path: '/tournament-announcements', element: page(<TournamentAnnouncementsRoute />) },
      { path: '/find-players', element: page(<FindPlayersRoute />) },
      { path: '/schedule-match', element: page(<ScheduleMatchRoute />) },
      { path: '/schedule-bootcamps', element: page(<ScheduleBootcampsRoute />) },
      { path: '/log-results', element: page(<LogResultsRoute />) },
      { path: '/academy', element: page(<AcademyRoute />) },
      { path: '/find-academies', element: page(<FindAcademiesRoute />) },
      { path: '/academy/:academyId', element: page(<AcademyDetailRoute />) },
      { path: '/student-dashboard', element: page(<StudentDashboardRoute />) },
      { path: '/email-preferences', element: page(<EmailPreferencesRoute />) },
      { path: '/admin/student-schedules', element: page(<StudentManagementRoute />) },
      { path: '/admin/student-progress', element: page(<StudentManagementRoute />) },
      { path: '/admin/announcements', element: page(<StudentManagementRoute />) },
      { path: '/admin-student-management', element: page(<StudentManagementRoute />) },
      { path: '/admin/:section', element: page(<AdminSectionRoute />) },
      ...publicRoutes,
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

type Load = () => Promise<unknown>;
/** By an address's first segment: the screen it opens first, signed in and signed out. */
const FIRST_SCREENS = new Map<string, { signedIn?: Load; signedOut?: Load }>([
  ['', { signedIn: loadDashboard, signedOut: loadLogin }],
  ['dashboard', { signedIn: loadDashboard }],
  ['login', { signedOut: loadLogin }],
  ['tournament-fixtures', { signedIn: loadPublicFixtures, signedOut: loadPublicFixtures }],
]);

/**
 * Starts loading the code of the screens people open first (login, the dashboard, a public fixtures page) when the
 * app starts, rather than once the session is known and the screen drawn: on a phone the download then overlaps
 * the session check. `signedIn` is the sign-in hint (lib/auth), which decides what `/` shows.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const screen = FIRST_SCREENS.get(pathname.split('/')[1] ?? '');
  // A failed download is asked for again when the screen renders.
  (signedIn ? screen?.signedIn : screen?.signedOut)?.().catch(() => {});
}

export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  // Once the session is known the screen is drawn as a transition: React draws it in slices between which the phone
  // answers a tap, rather than in one long task.
  const loading = useDeferredValue(isLoading, true);
  return loading ? <LoadingScreen /> : <Screens signedIn={isAuthenticated} />;
}

/** Matching the address against the route table is work of its own: done only once there is a screen to draw. */
function Screens({ signedIn }: { signedIn: boolean }) {
  return useRoutes(signedIn ? signedInRoutes : signedOutRoutes);
}
