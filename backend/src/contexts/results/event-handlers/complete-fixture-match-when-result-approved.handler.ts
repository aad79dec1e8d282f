import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TransactionalReactions, type Transaction } from '../../../platform/events';
import { CompleteFixtureMatchCommand, type FixtureMatchLink } from '../../fixtures';
import { ResultApproved } from '../domain/events/result-decided.event';
import { ResultCorrected } from '../domain/events/result-entered.event';
import { MatchResult } from '../domain/match-result.entity';
import { linkToFixtureMatch } from '../persistence/fixture-match-links';

/**
 * An approved result completes the saved fixture match between the two sides (winner and sets), in the approval's
 * transaction; with no such match the result stands alone. The fixtures context completes it (and adds a final or the
 * next knockout match when it decides one); the result keeps the key of the match it completed. A save of the
 * fixtures re-applies approved results the same way.
 */
@Injectable()
export class CompleteFixtureMatchWhenResultApproved implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.reactions.on(ResultApproved, (event, tx) => this.complete(Number(event.aggregateId), tx));
    // A corrected approved score corrects its match too (a pending one is completed by the approval that follows).
    this.reactions.on(ResultCorrected, async (event, tx) => {
      if (event.payload.rated) await this.complete(Number(event.aggregateId), tx);
    });
  }

  private async complete(resultId: number, tx: Transaction): Promise<void> {
    const result = await tx.load(MatchResult, resultId);
    const link = await this.commands.execute<CompleteFixtureMatchCommand, FixtureMatchLink | null>(
      new CompleteFixtureMatchCommand(tx, result),
    );
    if (link && link.matchKey !== result.fixtureMatchKey) {
      await linkToFixtureMatch(tx.manager, [link]);
      result.fixtureMatchKey = link.matchKey; // The row may be the one the command holds and answers with.
    }
  }
}
