import { AdminConsole } from '../admin/admin-console';
import { ADMIN_SECTIONS } from '../admin/admin-sections';

/** /dashboard for an admin: the console's overview (what waits for a decision). */
export function AdminDashboard() {
  return <AdminConsole section={ADMIN_SECTIONS[0]} />;
}
