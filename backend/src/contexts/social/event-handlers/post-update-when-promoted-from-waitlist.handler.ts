import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { BootcampWaitlistPromoted } from '../../bootcamps';
import { GetTournamentQuery, TournamentWaitlistPromoted, type TournamentView } from '../../tournaments';
import { PlayerUpdateRow } from '../domain/updates/player-update.entity';

/** A place from a waitlist reaches the player in the app too (the e-mail comes from the context that promoted them). */
@Injectable()
export class PostUpdateWhenPromotedFromWaitlist implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentWaitlistPromoted, (event, tx) => this.tournament(event, tx));
    this.reactions.on(BootcampWaitlistPromoted, (event, tx) => this.bootcamp(event, tx));
  }

  private async tournament(event: TournamentWaitlistPromoted, tx: Transaction): Promise<void> {
    // A form entrant without an account has no updates to read: the promotion e-mail tells them.
    if (event.payload.userId === null) return;
    const tournament = await this.queries.execute<GetTournamentQuery, TournamentView | null>(
      new GetTournamentQuery(event.payload.tournamentId),
    );
    const name = tournament?.name ?? 'a tournament';
    await tx.manager.insert(PlayerUpdateRow, {
      userId: event.payload.userId,
      kind: 'waitlist-promoted',
      title: `You're in: ${name}`,
      body: `A place came free and you were first on the waitlist: you are now enrolled in ${name}.`,
      link: '/dashboard',
    });
  }

  private async bootcamp(event: BootcampWaitlistPromoted, tx: Transaction): Promise<void> {
    const { title } = event.payload;
    await tx.manager.insert(PlayerUpdateRow, {
      userId: event.payload.userId,
      kind: 'waitlist-promoted',
      title: `You're in: ${title}`,
      body: `A place came free and you were first on the waitlist: you are now registered for ${title}.`,
      link: '/dashboard',
    });
  }
}
