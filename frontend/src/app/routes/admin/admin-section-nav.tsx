import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ADMIN_SECTIONS, STUDENT_MANAGEMENT_LINK } from './admin-sections';

/** The console's sections as links that wrap on a phone; the current one is marked for screen readers too. */
export function AdminSectionNav() {
  return (
    <nav aria-label="Admin sections" className="flex flex-wrap gap-2">
      {[...ADMIN_SECTIONS, STUDENT_MANAGEMENT_LINK].map((section) => (
        <NavLink
          key={section.path}
          to={section.path}
          end
          className={({ isActive }) =>
            cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium',
              isActive
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
