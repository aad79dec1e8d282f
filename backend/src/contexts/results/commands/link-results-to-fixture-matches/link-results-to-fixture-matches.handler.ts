import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LinkResultsToFixtureMatchesCommand } from '../../../fixtures';
import { linkToFixtureMatch } from '../../persistence/fixture-match-links';

/** Handles the fixtures' command (their index defines it), in the save's transaction. */
@CommandHandler(LinkResultsToFixtureMatchesCommand)
export class LinkResultsToFixtureMatchesHandler implements ICommandHandler<LinkResultsToFixtureMatchesCommand, void> {
  execute({ manager, links }: LinkResultsToFixtureMatchesCommand): Promise<void> {
    return linkToFixtureMatch(manager, links);
  }
}
