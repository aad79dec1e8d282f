import type { SessionUser, Viewer } from './session-user';

/** The caller as rules see them (id and role), or null when signed out. */
export function viewerOf(user: SessionUser): Viewer;
export function viewerOf(user: SessionUser | undefined): Viewer | null;
export function viewerOf(user: SessionUser | undefined): Viewer | null {
  return user ? { id: user.id, role: user.role } : null;
}
