import { Foundation1732350000000 } from './1732350000000-Foundation';
import { Tournaments1732400000000 } from './1732400000000-Tournaments';
import { Fixtures1732410000000 } from './1732410000000-Fixtures';
import { AuditLogRefusesTruncate1732500000000 } from './1732500000000-AuditLogRefusesTruncate';
import { FixturesBelongToTournaments1732500100000 } from './1732500100000-FixturesBelongToTournaments';
import { LoginThrottleCounters1732500200000 } from './1732500200000-LoginThrottleCounters';
import { AdminUserManagement1732600000000 } from './1732600000000-AdminUserManagement';
import { MatchResults1732700000000 } from './1732700000000-MatchResults';
import { Social1732800000000 } from './1732800000000-Social';
import { Academies1732900000000 } from './1732900000000-Academies';
import { Bootcamps1733000000000 } from './1733000000000-Bootcamps';
import { ListIndexes1733100000000 } from './1733100000000-ListIndexes';
import { Training1733300000000 } from './1733300000000-Training';
import { MatchRecordIndexes1733400000000 } from './1733400000000-MatchRecordIndexes';
import { PendingResultsAndRegistrantEmails1733500000000 } from './1733500000000-PendingResultsAndRegistrantEmails';
import { ActiveStudentIndex1733600000000 } from './1733600000000-ActiveStudentIndex';
import { InboxReadState1733700000000 } from './1733700000000-InboxReadState';
import { AnnouncementReadsByStudent1733760000000 } from './1733760000000-AnnouncementReadsByStudent';
import { RunningTournamentsIndex1733800000000 } from './1733800000000-RunningTournamentsIndex';
import { SealAuditLog1733900000000 } from './1733900000000-SealAuditLog';
import { OutboxClaimsAndMessageIds1733910000000 } from './1733910000000-OutboxClaimsAndMessageIds';
import { SessionsNameTheirUser1734000000000 } from './1734000000000-SessionsNameTheirUser';
import { ScoreFormatsAndStandings1734100000000 } from './1734100000000-ScoreFormatsAndStandings';
import { Waitlists1734200000000 } from './1734200000000-Waitlists';
import { OrderOfPlay1734300000000 } from './1734300000000-OrderOfPlay';
import { ResultConfirmationAndRatings1734400000000 } from './1734400000000-ResultConfirmationAndRatings';
import { TournamentAnnouncements1734500000000 } from './1734500000000-TournamentAnnouncements';
import { TournamentFormEntries1734600000000 } from './1734600000000-TournamentFormEntries';
import { ApprovedTournamentCount1734700000000 } from './1734700000000-ApprovedTournamentCount';
import { MailFanouts1734800000000 } from './1734800000000-MailFanouts';
import { HashedCalendarTokens1735000000000 } from './1735000000000-HashedCalendarTokens';
import { OneEntryPerPerson1735100000000 } from './1735100000000-OneEntryPerPerson';
import { RatingChangeBefore1735250000000 } from './1735250000000-RatingChangeBefore';
import { TournamentTimeZone1735300000000 } from './1735300000000-TournamentTimeZone';
import { DraftReasonsAndSummary1735310000000 } from './1735310000000-DraftReasonsAndSummary';
import { BulkMailOptOuts1734900000000 } from './1734900000000-BulkMailOptOuts';

/** Every migration in order; contexts add theirs here. */
export const MIGRATIONS = [
  Foundation1732350000000,
  Tournaments1732400000000,
  Fixtures1732410000000,
  AuditLogRefusesTruncate1732500000000,
  FixturesBelongToTournaments1732500100000,
  LoginThrottleCounters1732500200000,
  AdminUserManagement1732600000000,
  MatchResults1732700000000,
  Social1732800000000,
  Academies1732900000000,
  Bootcamps1733000000000,
  ListIndexes1733100000000,
  Training1733300000000,
  MatchRecordIndexes1733400000000,
  PendingResultsAndRegistrantEmails1733500000000,
  ActiveStudentIndex1733600000000,
  InboxReadState1733700000000,
  AnnouncementReadsByStudent1733760000000,
  RunningTournamentsIndex1733800000000,
  SealAuditLog1733900000000,
  OutboxClaimsAndMessageIds1733910000000,
  SessionsNameTheirUser1734000000000,
  ScoreFormatsAndStandings1734100000000,
  Waitlists1734200000000,
  OrderOfPlay1734300000000,
  ResultConfirmationAndRatings1734400000000,
  TournamentAnnouncements1734500000000,
  TournamentFormEntries1734600000000,
  ApprovedTournamentCount1734700000000,
  BulkMailOptOuts1734900000000,
  MailFanouts1734800000000,
  HashedCalendarTokens1735000000000,
  OneEntryPerPerson1735100000000,
  RatingChangeBefore1735250000000,
  TournamentTimeZone1735300000000,
  DraftReasonsAndSummary1735310000000,
];
