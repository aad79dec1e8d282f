import { Link } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { LogoutButton } from './logout-button';
import { MobileMenu } from './mobile-menu';
import { NavLinkList } from './nav-link-list';
import { navLinksFor } from './nav-links';

/**
 * The header of every screen: signed in, the role's main screens and Logout (in a Menu below 1024 px); signed out,
 * Sign In.
 */
export function AppHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main">
          {user ? (
            <>
              <ul className="hidden items-center gap-1 lg:flex">
                <NavLinkList items={navLinksFor(user.role)} linkClassName="inline-flex h-8 items-center px-3" />
                <li className="ml-2">
                  <LogoutButton />
                </li>
              </ul>
              <MobileMenu items={navLinksFor(user.role)} />
            </>
          ) : (
            <Link to="/login" className={buttonClasses('outline', 'sm')}>
              Sign In
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
