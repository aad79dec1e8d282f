import type { z } from 'zod';
import type * as schemas from './schemas/social';

export type FoundPlayer = z.output<typeof schemas.foundPlayerSchema>;

export type PersonRef = z.output<typeof schemas.personRefSchema>;

export type DirectMessage = z.output<typeof schemas.directMessageSchema>;

export type MessagePage = z.output<typeof schemas.messagePageSchema>;

export type Kudos = z.output<typeof schemas.kudosSchema>;

export type KudosPage = z.output<typeof schemas.kudosPageSchema>;

export type Match = z.output<typeof schemas.matchSchema>;

export type MatchPage = z.output<typeof schemas.matchPageSchema>;

export type CreatedId = z.output<typeof schemas.createdIdSchema>;

export type PlayerUpdate = z.output<typeof schemas.playerUpdateSchema>;

export type PlayerUpdatePage = z.output<typeof schemas.playerUpdatePageSchema>;

export type UpdatesMarkedRead = z.output<typeof schemas.updatesMarkedReadSchema>;
