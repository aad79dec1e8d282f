import type { QueryBus } from '@nestjs/cqrs';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import type { EntryFactsRow } from '../../persistence/entry-facts.sql';
import type { TournamentEntryFacts } from './tournament-entry-facts';

/** The linked accounts' @usernames are identity's: asked for in one query, none when no entry is linked. */
export async function withUsernames(queries: QueryBus, rows: EntryFactsRow[]): Promise<TournamentEntryFacts[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const profiles = userIds.length
    ? await queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery(userIds))
    : [];
  const usernameOf = new Map(profiles.map((profile) => [profile.id, profile.username]));
  return rows.map((row) => ({ ...row, username: row.userId === null ? null : (usernameOf.get(row.userId) ?? null) }));
}

/** A name as the entries' SQL compares it: runs of white space made one space, trimmed, lower case. */
export const shownNameKey = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();
