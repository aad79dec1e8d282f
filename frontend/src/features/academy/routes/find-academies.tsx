import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useAcademies, type AcademyFilters } from '../api/academies';
import { AcademyCard } from '../components/academy-card';
import { AcademyFiltersBar } from '../components/academy-filters';

const PAGE_SIZE = 12;

/** /find-academies: search and filters, paged cards linking to /academy/{id}. */
export function FindAcademiesRoute() {
  const [filters, setFilters] = useState<AcademyFilters>({ page: 1 });
  const academies = useAcademies({ ...filters, pageSize: PAGE_SIZE });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Find Academies</h1>
        <p className="mt-1 text-slate-600">Search academies by name or place, and narrow them by sport, price and rating.</p>
      </div>
      <AcademyFiltersBar filters={filters} onChange={setFilters} />
      <QueryState
        query={academies}
        loading="Loading academies..."
        error="Failed to load academies."
        empty={
          <div className="flex flex-col items-center gap-1">
            <p className="text-base font-semibold text-slate-700">No Academies Found</p>
            <p>Try another search or fewer filters.</p>
          </div>
        }
      >
        {(page) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {page.items.map((academy) => (
                <AcademyCard key={academy.id} academy={academy} />
              ))}
            </div>
            <Pager page={page} onPageChange={(next) => setFilters({ ...filters, page: next })} noun="academies" />
          </>
        )}
      </QueryState>
    </div>
  );
}
