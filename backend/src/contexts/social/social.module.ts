import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswerMatchHandler } from './commands/answer-match/answer-match.handler';
import { MarkKudosReadHandler } from './commands/mark-kudos-read/mark-kudos-read.handler';
import { MarkMessageReadHandler } from './commands/mark-message-read/mark-message-read.handler';
import { ProposeMatchHandler } from './commands/propose-match/propose-match.handler';
import { SendKudosHandler } from './commands/send-kudos/send-kudos.handler';
import { SendMessageHandler } from './commands/send-message/send-message.handler';
import { DirectMessageRow } from './domain/direct-message.entity';
import { KudosRow } from './domain/kudos.entity';
import { MatchEvent } from './domain/match-event.entity';
import { EmailMatchParticipants } from './event-handlers/email-match-participants.handler';
import { EmailRecipientOfKudos } from './event-handlers/email-recipient-of-kudos.handler';
import { RemoveSocialDataOfDeletedUser } from './event-handlers/remove-social-data-of-deleted-user.handler';
import { RevokeCalendarFeedOfDeactivatedUser } from './event-handlers/revoke-calendar-feed-of-deactivated-user.handler';
import { EmailRecipientOfMessage } from './event-handlers/email-recipient-of-message.handler';
import { KudosController } from './http/kudos.controller';
import { MatchesController } from './http/matches.controller';
import { MessagesController } from './http/messages.controller';
import { PlayersController } from './http/players.controller';
import { MeController } from './http/me.controller';
import { MarkAllUpdatesReadHandler } from './commands/mark-all-updates-read/mark-all-updates-read.handler';
import { MarkUpdateReadHandler } from './commands/mark-update-read/mark-update-read.handler';
import { RenewCalendarFeedHandler } from './commands/renew-calendar-feed/renew-calendar-feed.handler';
import { RevokeCalendarFeedHandler } from './commands/revoke-calendar-feed/revoke-calendar-feed.handler';
import { CalendarFeedRow } from './domain/calendar/calendar-feed.entity';
import { PlayerUpdateRow } from './domain/updates/player-update.entity';
import { PostUpdateWhenOrderOfPlayPublished } from './event-handlers/post-update-when-order-of-play-published.handler';
import { PostUpdateWhenResultLogged } from './event-handlers/post-update-when-result-logged.handler';
import { PostUpdateWhenPromotedFromWaitlist } from './event-handlers/post-update-when-promoted-from-waitlist.handler';
import { GetCalendarFeedHandler } from './queries/get-calendar-feed/get-calendar-feed.handler';
import { GetPersonalCalendarHandler } from './queries/get-personal-calendar/get-personal-calendar.handler';
import { ListUpdatesHandler } from './queries/list-updates/list-updates.handler';
import { ListKudosHandler } from './queries/list-kudos/list-kudos.handler';
import { ListMatchesHandler } from './queries/list-matches/list-matches.handler';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { PeopleDirectory } from './queries/read-model/people-directory';

const controllers = [PlayersController, MessagesController, KudosController, MatchesController, MeController];
const commandHandlers = [
  SendMessageHandler,
  SendKudosHandler,
  MarkMessageReadHandler,
  MarkKudosReadHandler,
  ProposeMatchHandler,
  AnswerMatchHandler,
  MarkUpdateReadHandler,
  MarkAllUpdatesReadHandler,
  RenewCalendarFeedHandler,
  RevokeCalendarFeedHandler,
];
const queryHandlers = [
  ListMessagesHandler,
  ListKudosHandler,
  ListMatchesHandler,
  ListUpdatesHandler,
  GetCalendarFeedHandler,
  GetPersonalCalendarHandler,
];
/** Transactional reactions: each e-mail is queued in the transaction that made the thing it tells of. */
const eventHandlers = [
  EmailRecipientOfMessage,
  EmailRecipientOfKudos,
  EmailMatchParticipants,
  RemoveSocialDataOfDeletedUser,
  RevokeCalendarFeedOfDeactivatedUser,
  PostUpdateWhenOrderOfPlayPublished,
  PostUpdateWhenResultLogged,
  PostUpdateWhenPromotedFromWaitlist,
];

@Module({
  imports: [TypeOrmModule.forFeature([DirectMessageRow, KudosRow, MatchEvent, PlayerUpdateRow, CalendarFeedRow])],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, PeopleDirectory],
})
export class SocialModule {}
