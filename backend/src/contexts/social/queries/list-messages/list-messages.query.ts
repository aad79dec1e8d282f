import { Query } from '@nestjs/cqrs';
import type { MessagePage, MessagesQueryInput } from '@rallypoint/shared';

/** The caller's received (unread first, then newest) or sent (newest first) messages, with the unread count. */
export class ListMessagesQuery extends Query<MessagePage> {
  constructor(
    readonly userId: number,
    readonly filter: MessagesQueryInput,
  ) {
    super();
  }
}
