import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LogoutButton } from './logout-button';
import { NavLinkList } from './nav-link-list';
import type { NavItem } from './nav-links';

/**
 * Below 1024 px the header's links and Logout fold behind a Menu button (a disclosure: the list opens under the
 * header). Moving to another screen closes it; Escape closes it and gives focus back to the button.
 */
export function MobileMenu({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // A move to another screen (a link in the menu, or any other) closes it.
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button ref={button} variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Menu
      </Button>
      <ul
        id={listId}
        hidden={!open}
        aria-label="Menu"
        className="absolute inset-x-0 top-16 flex flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-md sm:px-6"
      >
        {open && (
          <>
            <NavLinkList items={items} linkClassName="block px-3 py-2" />
            <li className="mt-1 border-t border-slate-100 pt-3">
              <LogoutButton className="w-full" />
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
