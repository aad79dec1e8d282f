import { useState } from 'react';
import type { ActiveStudent } from '@rallypoint/shared';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { useActiveStudents } from '../api/student-management';

/** The active students list: search, page, pick one (or none, for announcements to everyone). */
export function StudentPicker({
  selected,
  onSelect,
}: {
  selected: ActiveStudent | null;
  onSelect: (student: ActiveStudent | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const students = useActiveStudents(search, page);
  return (
    <div className="flex flex-col gap-3">
      <Input
        aria-label="Search students"
        placeholder="Search by name or username"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <QueryState query={students} loading="Loading students..." error="Failed to load students." empty="No active students">
        {(result) => (
          <>
            <ul className="flex flex-col gap-1">
              {result.items.map((student) => {
                const isSelected = selected?.id === student.id;
                return (
                  <li key={student.id}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(isSelected ? null : student)}
                      className={cn(
                        'w-full rounded-md px-3 py-2 text-left text-sm',
                        isSelected ? 'bg-emerald-700 text-white' : 'hover:bg-slate-100',
                      )}
                    >
                      <span className="font-medium">
                        {student.firstName} {student.lastName}
                      </span>
                      <span className={cn('block text-xs', isSelected ? 'text-emerald-50' : 'text-slate-500')}>
                        @{student.username} · {student.email}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pager page={result} onPageChange={setPage} noun="students" />
          </>
        )}
      </QueryState>
    </div>
  );
}
