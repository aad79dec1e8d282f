import { useState } from 'react';
import { USER_TYPE_LABELS, type UserStatusFilter } from '@rallypoint/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { capitalize } from '@/lib/format';
import { useAdminUsers } from '../api/admin-users';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UserActions } from './user-actions';
import { UserStatusBadge } from './user-status-badge';

const COLUMNS = ['Name', 'Username', 'Email', 'Type', 'Role', 'Status', 'Actions'];

/** User Management: every account, searched and filtered on the server, a page at a time. */
export function UserManagementCard() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilter | ''>('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim());
  const users = useAdminUsers({ search: settledSearch || undefined, status: status || undefined, page });

  return (
    <Card role="region" aria-label="User Management">
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Activate, deactivate or delete player and organizer accounts.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name, username or email"
            maxLength={100}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <NativeSelect
            aria-label="Status"
            className="sm:w-44"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as UserStatusFilter | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="pending">Pending</option>
          </NativeSelect>
        </div>
        <QueryState query={users} loading="Loading users..." error="Failed to load users." empty="No users found">
          {(result) => (
            <>
              <Table>
                <TableHeadings columns={COLUMNS} />
                <TableBody>
                  {result.items.map((user) => (
                    <TableRow key={user.id}>
                      <TableCell className="font-medium text-slate-900">
                        {user.firstName} {user.lastName}
                      </TableCell>
                      <TableCell>{user.username}</TableCell>
                      <TableCell>{user.email}</TableCell>
                      <TableCell>{USER_TYPE_LABELS[user.userType] ?? user.userType}</TableCell>
                      <TableCell>{capitalize(user.role)}</TableCell>
                      <TableCell>
                        <UserStatusBadge isActive={user.isActive} />
                      </TableCell>
                      <TableCell>
                        <UserActions user={user} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={result} onPageChange={setPage} noun="users" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
