/**
 * The academy context's public surface: its module, the events it publishes, and the queries it answers.
 * A training context builds on active memberships: it asks GetActiveMembershipQuery / ListActiveStudentsQuery /
 * ListActiveStudentIdsQuery and reacts to MembershipApproved, MembershipRejected and MembershipReopened.
 */
export { AcademyModule } from './academy.module';
export { MembershipApplied, type MembershipAppliedPayload } from './domain/events/membership-applied.event';
export { MembershipApproved } from './domain/events/membership-approved.event';
export { MembershipRejected } from './domain/events/membership-rejected.event';
export { MembershipReopened } from './domain/events/membership-reopened.event';
export type { MembershipDecisionPayload } from './domain/events/membership-decision';
export { StudentEnrolledInClass, type StudentEnrolledInClassPayload } from './domain/events/student-enrolled-in-class.event';
export { GetActiveMembershipQuery, type ActiveMembership } from './queries/get-active-membership/get-active-membership.query';
export { ListActiveStudentsQuery, ListActiveStudentIdsQuery } from './queries/list-active-students/list-active-students.query';
