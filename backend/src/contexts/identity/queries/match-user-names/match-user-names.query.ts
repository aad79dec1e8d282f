import { Query } from '@nestjs/cqrs';

/** What MatchUserNamesQuery looks for; both given, users matching both. */
export interface NameMatch {
  /** Contained, letter case aside, in the first name, the last name, "First Last" or the username; never the e-mail. */
  search?: string | null;
  /** Shown by exactly this name ("First Last", else the username), letter case and runs of white space aside. */
  shownName?: string | null;
}

/**
 * Of these users, the ids of those a name search finds: for a context that keeps its people in its own order (a
 * tournament's participants, in sign-up order) and searches them by name, which is identity's. Unknown ids match
 * nothing.
 */
export class MatchUserNamesQuery extends Query<number[]> {
  constructor(
    readonly userIds: readonly number[],
    readonly match: NameMatch,
  ) {
    super();
  }
}
