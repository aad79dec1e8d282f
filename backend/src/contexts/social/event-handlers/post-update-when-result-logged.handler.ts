import { Injectable, OnModuleInit } from '@nestjs/common';
import { CONFIRMATION_WINDOW_HOURS } from '@rallypoint/shared';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { ResultConfirmed, ResultDisputed, ResultSubmitted } from '../../results';
import { PlayerUpdateRow } from '../domain/updates/player-update.entity';

/**
 * Where an update about a result opens: Log Results with that result marked, its Confirm and Dispute there for the
 * opponent (the same place as the result e-mails' link).
 */
const resultLink = (resultId: string | number) => `/log-results?result=${resultId}`;

/**
 * In the app, from the same commit: the opponent of a logged result is asked to answer it, and the player who logged
 * it hears the answer.
 */
@Injectable()
export class PostUpdateWhenResultLogged implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(ResultSubmitted, async (event, tx) => {
      const { opponentId } = event.payload;
      if (opponentId === null) return; // The opponent's entry has no account: the organizer decides, nobody is asked.
      await tx.manager.insert(PlayerUpdateRow, {
        userId: opponentId,
        kind: 'result-to-confirm',
        title: 'Confirm a result',
        body: `A result was logged for your match: confirm it or dispute it within ${CONFIRMATION_WINDOW_HOURS} hours.`,
        link: resultLink(event.aggregateId),
      });
    });
    const answered = (verb: string) => async (event: ResultConfirmed | ResultDisputed, tx: Transaction) => {
      if (event.payload.playerId === null) return; // Only a player's own result is answered; never so.
      const comment = event.payload.comment ? ` "${event.payload.comment}"` : '';
      await tx.manager.insert(PlayerUpdateRow, {
        userId: event.payload.playerId,
        kind: 'result-answered',
        title: `Your opponent ${verb} your result`,
        body: `${verb === 'confirmed' ? 'Your opponent agrees with the score.' : 'The organizer will decide it.'}${comment}`,
        link: resultLink(event.aggregateId),
      });
    };
    this.reactions.on(ResultConfirmed, answered('confirmed'));
    this.reactions.on(ResultDisputed, answered('disputed'));
  }
}
