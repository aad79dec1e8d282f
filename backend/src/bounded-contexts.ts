import { AcademyModule } from './contexts/academy';
import { AdminModule } from './contexts/admin';
import { BootcampsModule } from './contexts/bootcamps';
import { FixturesModule } from './contexts/fixtures';
import { IdentityModule } from './contexts/identity';
import { OrderOfPlayModule } from './contexts/order-of-play';
import { RatingsModule } from './contexts/ratings';
import { ResultsModule } from './contexts/results';
import { SocialModule } from './contexts/social';
import { TournamentsModule } from './contexts/tournaments';
import { TrainingModule } from './contexts/training';

/**
 * Bounded contexts, one module each; they meet only through commands, queries and events. The API serves them; the
 * worker loads them too, for the recipients of their mail fan-outs (docs/architecture.md, "The mail outbox").
 */
export const CONTEXTS = [
  IdentityModule,
  TournamentsModule,
  FixturesModule,
  ResultsModule,
  RatingsModule,
  OrderOfPlayModule,
  AdminModule,
  SocialModule,
  BootcampsModule,
  AcademyModule,
  TrainingModule,
];
