import { AdminSummaryCards } from '@/features/admin/components/admin-summary-cards';
import { AdminSectionNav } from './admin-section-nav';
import type { AdminSection } from './admin-sections';

/** The summary, the sections' links, and the chosen section. */
export function AdminConsole({ section }: { section: AdminSection }) {
  return (
    <div className="flex flex-col gap-6">
      <AdminSummaryCards />
      <AdminSectionNav />
      {section.content()}
    </div>
  );
}
