import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { PrefetchTournament } from './prefetch-tournament';

// Every screen loads on demand to keep the first download small; login's chunk loads while the session check runs.
const LoginRoute = lazy(() => import('@/features/auth/routes/login').then((m) => ({ default: m.LoginRoute })));
const SignupRoute = lazy(() => import('@/features/auth/routes/signup').then((m) => ({ default: m.SignupRoute })));
const DashboardRoute = lazy(() => import('./routes/dashboard/dashboard').then((m) => ({ default: m.DashboardRoute })));
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
const PublicFixturesRoute = lazy(() =>
  import('./routes/public-fixtures').then((m) => ({ default: m.PublicFixturesWithOrderOfPlay })),
);

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

export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  const routes = useRoutes(isAuthenticated ? signedInRoutes : signedOutRoutes);
  return isLoading ? <LoadingScreen /> : routes;
}
