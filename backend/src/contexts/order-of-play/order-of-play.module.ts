import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComputeScheduleHandler } from './commands/compute-schedule/compute-schedule.handler';
import { MoveScheduledMatchHandler } from './commands/move-scheduled-match/move-scheduled-match.handler';
import { PublishScheduleHandler } from './commands/publish-schedule/publish-schedule.handler';
import { SaveScheduleSettingsHandler } from './commands/save-schedule-settings/save-schedule-settings.handler';
import { SwapScheduledMatchesHandler } from './commands/swap-scheduled-matches/swap-scheduled-matches.handler';
import { ScheduleEntry } from './domain/schedule-entry.entity';
import { ScheduleSettingsRow } from './domain/schedule-settings.entity';
import { EmailPlayersWhenOrderOfPlayPublished } from './event-handlers/email-players-when-order-of-play-published.handler';
import { FollowTournamentTimeZone } from './event-handlers/follow-tournament-time-zone.handler';
import { RemoveOrderOfPlayOfDeletedTournament } from './event-handlers/remove-order-of-play-of-deleted-tournament.handler';
import { MyMatchesController } from './http/my-matches.controller';
import { ScheduleController } from './http/schedule.controller';
import { GetOrderOfPlayHandler } from './queries/get-order-of-play/get-order-of-play.handler';
import { GetScheduleSettingsHandler } from './queries/get-schedule-settings/get-schedule-settings.handler';
import { GetTournamentCalendarHandler } from './queries/get-tournament-calendar/get-tournament-calendar.handler';
import { ListPlayerMatchesHandler } from './queries/list-player-matches/list-player-matches.handler';
import { ListPublishedPlacesHandler } from './queries/list-published-places/list-published-places.handler';

/**
 * The order of play: schedule settings, drafts, moves, swaps and locks, publication with its news, the calendars and
 * a player's matches (docs/event-day.md). It reads the draws through the fixtures' queries and tells the fixtures
 * the published places.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleSettingsRow, ScheduleEntry])],
  controllers: [ScheduleController, MyMatchesController],
  providers: [
    SaveScheduleSettingsHandler,
    ComputeScheduleHandler,
    MoveScheduledMatchHandler,
    PublishScheduleHandler,
    SwapScheduledMatchesHandler,
    GetScheduleSettingsHandler,
    GetOrderOfPlayHandler,
    GetTournamentCalendarHandler,
    ListPlayerMatchesHandler,
    ListPublishedPlacesHandler,
    EmailPlayersWhenOrderOfPlayPublished,
    RemoveOrderOfPlayOfDeletedTournament,
    FollowTournamentTimeZone,
  ],
})
export class OrderOfPlayModule {}
