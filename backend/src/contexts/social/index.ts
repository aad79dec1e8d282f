/** The social context's public surface: its module and the events it publishes. */
export { SocialModule } from './social.module';
export { MessageSent } from './domain/events/message-sent.event';
export { MessageRead } from './domain/events/message-read.event';
export { KudosSent } from './domain/events/kudos-sent.event';
export { KudosRead } from './domain/events/kudos-read.event';
export { MatchProposed } from './domain/events/match-proposed.event';
export { MatchAnswered } from './domain/events/match-answered.event';
