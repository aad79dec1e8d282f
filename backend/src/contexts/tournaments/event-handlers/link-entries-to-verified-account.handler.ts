import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserEmailVerified, UserSignedIn } from '../../identity';
import { EntryLinked } from '../domain/events/entry-linked.event';
import { linkEntriesOfEmail } from '../persistence/entries.sql';

/**
 * An entry is the account's whose verified e-mail is the entry's, whichever comes first (docs/decisions/0013): when
 * the account verifies its e-mail, and at each sign-in (the entries made with that address since), every entry of
 * the address without an account is linked, in every tournament where the account has no entry yet. Each link is
 * recorded: results name the account on that side and ratings replay the sport.
 */
@Injectable()
export class LinkEntriesToVerifiedAccount implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserEmailVerified, (event, tx) => this.link(Number(event.aggregateId), event.payload.email, tx));
    this.reactions.on(UserSignedIn, (event, tx) => this.link(Number(event.aggregateId), event.payload.email, tx));
  }

  private async link(userId: number, email: string, tx: Transaction): Promise<void> {
    for (const { entryId, tournamentId, sport } of await linkEntriesOfEmail(tx.manager, userId, email)) {
      tx.record(new EntryLinked(tournamentId, { entryId, userId, sport }));
    }
  }
}
