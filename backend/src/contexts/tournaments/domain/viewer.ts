import type { AccessRole } from '../../../platform/auth';

/** Who is asking, as far as tournament rules care: their user id and guard role. */
export interface Viewer {
  id: number;
  role: AccessRole;
}
