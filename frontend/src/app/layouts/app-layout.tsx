import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Brand } from '@/components/brand';
import { useAuth } from '@/lib/auth';

export function AppLayout() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="min-h-screen">
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
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
