import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Brand } from '@/components/brand';
import { SkipLink } from '@/components/skip-link';
import { useAuth } from '@/lib/auth';
import { useFocusHeadingOnNavigation } from '@/lib/use-focus-heading-on-navigation';

export function AppLayout() {
  const { isAuthenticated } = useAuth();
  useFocusHeadingOnNavigation();
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Brand />
          <nav aria-label="Main">
            {isAuthenticated ? (
              <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
                Dashboard
              </Link>
            ) : (
              <Link to="/login" className={buttonClasses('outline', 'sm')}>
                Sign In
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
