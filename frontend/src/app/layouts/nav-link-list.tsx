import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-links';

/** The header's links; the current screen's link is marked (aria-current="page", set by NavLink). */
export function NavLinkList({ items, linkClassName }: { items: readonly NavItem[]; linkClassName: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              cn(
                linkClassName,
                'rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none',
                isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
