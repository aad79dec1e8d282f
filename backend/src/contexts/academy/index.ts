/**
 * The academy context's public surface: its module, the events it publishes, and the queries it answers.
 * The training context builds on active memberships (in any academy): it asks HasActiveMembershipQuery and
 * ListActiveStudentsQuery.
 */
export { AcademyModule } from './academy.module';
export { MembershipApplied, type MembershipAppliedPayload } from './domain/events/membership-applied.event';
export { MembershipApproved } from './domain/events/membership-approved.event';
export { MembershipRejected } from './domain/events/membership-rejected.event';
export type { MembershipDecisionPayload } from './domain/events/membership-decision';
export { StudentEnrolledInClass, type StudentEnrolledInClassPayload } from './domain/events/student-enrolled-in-class.event';
export { HasActiveMembershipQuery } from './queries/has-active-membership/has-active-membership.query';
export { ListActiveStudentsQuery } from './queries/list-active-students/list-active-students.query';
