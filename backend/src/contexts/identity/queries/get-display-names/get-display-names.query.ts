/** How a user is shown to others: "First Last", or the username when both names are blank. */
export interface UserDisplayName {
  id: number;
  name: string;
}

/** Only the shown names, for lists that name many users (a page of tournaments and their organizers). */
export class GetDisplayNamesQuery {
  constructor(readonly userIds: number[]) {}
}
