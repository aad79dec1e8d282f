import { Navigate, useLocation } from 'react-router-dom';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { useAuth } from '@/lib/auth';
import { AdminConsole } from './admin-console';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin/{section}: one section of the admin console; anyone else goes back to their dashboard. */
export function AdminSectionRoute() {
  const { user, isAdmin } = useAuth();
  const { pathname } = useLocation();
  const section = ADMIN_SECTIONS.find((candidate) => candidate.path === pathname);
  if (!user) return null;
  if (!isAdmin || !section) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <DashboardHeader user={user} />
      <AdminConsole section={section} />
    </>
  );
}
