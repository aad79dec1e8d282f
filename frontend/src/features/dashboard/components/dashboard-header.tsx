import { Link } from 'react-router-dom';
import type { CurrentUser } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { displayName } from '@/lib/auth';

/** The dashboard's title and welcome line; Logout is in the header of every screen (app/layouts/app-header.tsx). */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const title = user.role === 'admin' ? 'Admin Dashboard' : 'Dashboard';

  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">Welcome back, {displayName(user)}!</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/email-preferences" className={buttonClasses('ghost')}>
          E-mail Preferences
        </Link>
      </div>
    </div>
  );
}
