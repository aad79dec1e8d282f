import { Outlet } from 'react-router-dom';
import { SkipLink } from '@/components/skip-link';
import { useFocusHeadingOnNavigation } from '@/lib/use-focus-heading-on-navigation';
import { AppHeader } from './app-header';

export function AppLayout() {
  useFocusHeadingOnNavigation();
  return (
    <div className="min-h-screen">
      <SkipLink />
      <AppHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
