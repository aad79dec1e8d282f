import * as shared from '@rallypoint/shared';
import type { z } from 'zod';

/**
 * The name of each request body's schema in the API document: the type its handler declares for the body (the
 * schema's inferred type in libs/shared/src/validation); the academy join body, which takes either form, names both.
 */
export const REQUEST_BODY_NAMES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [shared.academyEnrollmentSchema, 'AcademyEnrollmentInput'],
  [shared.academyJoinBodySchema, 'AcademyJoinBody'],
  [shared.academySignupSchema, 'AcademySignupInput'],
  [shared.approvalDecisionSchema, 'ApprovalRequest'],
  [shared.bootcampApprovalSchema, 'BootcampApprovalInput'],
  [shared.classEnrollmentSchema, 'ClassEnrollmentInput'],
  [shared.createBootcampSchema, 'CreateBootcampInput'],
  [shared.createTournamentRequestSchema, 'CreateTournamentBody'],
  [shared.drawLotsSchema, 'DrawLotsBody'],
  [shared.emailPreferencesInputSchema, 'EmailPreferencesInput'],
  [shared.enterResultSchema, 'EnterResultInput'],
  [shared.freePlayMatchSchema, 'FreePlayMatchInput'],
  [shared.loginSchema, 'LoginInput'],
  [shared.markNotificationsReadSchema, 'MarkNotificationsReadInput'],
  [shared.matchInviteSchema, 'MatchInviteInput'],
  [shared.matchResponseSchema, 'MatchResponseInput'],
  [shared.membershipDecisionSchema, 'MembershipDecisionInput'],
  [shared.oneClickUnsubscribeSchema, 'OneClickUnsubscribe'],
  [shared.postAnnouncementSchema, 'PostAnnouncementRequest'],
  [shared.recordMetricsSchema, 'RecordMetricsRequest'],
  [shared.recordProgressSchema, 'RecordProgressRequest'],
  [shared.resultConfirmationSchema, 'ResultConfirmationInput'],
  [shared.resultDecisionSchema, 'ResultDecisionInput'],
  [shared.resultScoreSchema, 'ResultScoreInput'],
  [shared.resultSettingsSchema, 'ResultSettingsInput'],
  [shared.saveFixturesSchema, 'SaveFixturesBody'],
  [shared.scheduleLessonSchema, 'ScheduleLessonRequest'],
  [shared.scheduleMoveSchema, 'ScheduleMoveBody'],
  [shared.scheduleSettingsSchema, 'ScheduleSettingsBody'],
  [shared.scheduleSwapSchema, 'ScheduleSwapBody'],
  [shared.sendKudosSchema, 'SendKudosInput'],
  [shared.sendMessageSchema, 'SendMessageInput'],
  [shared.signupRequestSchema, 'SignupRequestInput'],
  [shared.submitResultSchema, 'SubmitResultInput'],
  [shared.tournamentAnnouncementSchema, 'TournamentAnnouncementInput'],
  [shared.tournamentMatchSchema, 'TournamentMatchInput'],
  [shared.tournamentRegistrationSchema, 'TournamentRegistrationInput'],
  [shared.updateTournamentRequestSchema, 'UpdateTournamentBody'],
  [shared.userActivationSchema, 'UserActivationInput'],
];
