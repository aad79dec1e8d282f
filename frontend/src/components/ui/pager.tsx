import { pageCount, type Page } from '@rallypoint/shared';
import { Button } from './button';

export interface PagerProps {
  page: Page<unknown>;
  onPageChange: (page: number) => void;
  /** What the list holds, for the total line: 'players', 'users'. */
  noun?: string;
}

/** The total and previous / next controls under every paged list (docs/product-rules.md#paging). */
export function Pager({ page, onPageChange, noun = 'items' }: PagerProps) {
  const pages = pageCount(page);
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.page * page.pageSize, page.total);
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        {first}–{last} of {page.total} {noun}
      </span>
      {pages > 1 && (
        <span className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)}>
            Previous
          </Button>
          <span>
            Page {page.page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page.page >= pages} onClick={() => onPageChange(page.page + 1)}>
            Next
          </Button>
        </span>
      )}
    </nav>
  );
}
