import { Outlet } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { SkipLink } from '@/components/skip-link';
import { useFocusHeadingOnNavigation } from '@/lib/use-focus-heading-on-navigation';

/** Centered card layout for the signed-out screens. */
export function AuthLayout() {
  useFocusHeadingOnNavigation();
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-emerald-50 via-white to-sky-50 px-4 py-10">
      <SkipLink />
      <div className="mb-8">
        <Brand />
      </div>
      <main id="main" tabIndex={-1} className="flex w-full justify-center focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
