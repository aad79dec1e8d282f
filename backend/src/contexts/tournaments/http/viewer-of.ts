import { accessRoleOf, type SessionUser } from '../../../platform/auth';
import type { Viewer } from '../domain/viewer';

export function viewerOf(user: SessionUser): Viewer;
export function viewerOf(user: SessionUser | undefined): Viewer | null;
export function viewerOf(user: SessionUser | undefined): Viewer | null {
  return user ? { id: user.id, role: accessRoleOf(user) } : null;
}
