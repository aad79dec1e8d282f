import type { UserManagementAction } from '@rallypoint/shared';

/** The Details column of the history: what the action did to the account, in a sentence. */
export function historyDetails(action: UserManagementAction, username: string): string {
  switch (action) {
    case 'activated':
      return `Activated account @${username}; the user can sign in`;
    case 'deactivated':
      return `Deactivated account @${username}; every session was signed out`;
    case 'deleted':
      return `Deleted account @${username}`;
  }
}
