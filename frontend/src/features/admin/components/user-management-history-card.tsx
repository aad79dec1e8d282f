import { useState } from 'react';
import type { UserManagementAction } from '@rallypoint/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { capitalize, formatDateTime } from '@/lib/format';
import { useUserManagementHistory } from '../api/admin-users';

const COLUMNS = ['Date', 'Admin', 'Target User', 'Action', 'Details'];
const ACTION_TONES: Record<UserManagementAction, BadgeTone> = { activated: 'green', deactivated: 'amber', deleted: 'red' };

/** User Management History (docs/product-rules.md#admin-console-and-history): every admin change to an account, newest first. */
export function UserManagementHistoryCard() {
  const [page, setPage] = useState(1);
  const history = useUserManagementHistory(page);
  return (
    <Card role="region" aria-label="User Management History">
      <CardHeader>
        <CardTitle>User Management History</CardTitle>
        <CardDescription>Who activated, deactivated or deleted which account, and when.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={history}
          loading="Loading history..."
          error="Failed to load the history."
          empty="No user management actions yet"
        >
          {(result) => (
            <>
              <Table>
                <TableHeadings columns={COLUMNS} />
                <TableBody>
                  {result.items.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</TableCell>
                      <TableCell>{entry.adminName ?? `Admin #${entry.adminId}`}</TableCell>
                      <TableCell>
                        <div className="font-medium text-slate-900">{entry.targetUserName}</div>
                        <div className="text-xs text-slate-500">{entry.targetUserEmail}</div>
                      </TableCell>
                      <TableCell>
                        <Badge tone={ACTION_TONES[entry.action]}>{capitalize(entry.action)}</Badge>
                      </TableCell>
                      <TableCell>{entry.details}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={result} onPageChange={setPage} noun="entries" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
