/** Academy constants: stable values with the labels the screens show. */

/** The /academy enrollment page always applies to this academy (created by a migration: docs/product-rules.md#academies-and-students). */
export const ENROLLMENT_ACADEMY_ID = 1;
export const DEFAULT_ACADEMY_RATING = 4.0;
export const MAX_ACADEMY_RATING = 5;
export const DEFAULT_CLASS_MAX_STUDENTS = 8;

export const ACADEMY_PRICE_RANGES = ['budget', 'mid-range', 'premium'] as const;
export type AcademyPriceRange = (typeof ACADEMY_PRICE_RANGES)[number];
export const ACADEMY_PRICE_RANGE_LABELS: Record<AcademyPriceRange, string> = {
  budget: 'Budget',
  'mid-range': 'Mid-range',
  premium: 'Premium',
};

/** The enrollment page's membership types; the detail page's signup is always `student`. */
export const MEMBERSHIP_TYPES = ['individual', 'group', 'premium', 'family'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
export const STUDENT_MEMBERSHIP_TYPE = 'student';
export type StoredMembershipType = MembershipType | typeof STUDENT_MEMBERSHIP_TYPE;
export const MEMBERSHIP_TYPE_LABELS: Record<StoredMembershipType, string> = {
  individual: 'Individual',
  group: 'Group',
  premium: 'Premium',
  family: 'Family',
  student: 'Student',
};

export const ACADEMY_EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'competitive'] as const;
export type AcademyExperienceLevel = (typeof ACADEMY_EXPERIENCE_LEVELS)[number];
export const ACADEMY_EXPERIENCE_LABELS: Record<AcademyExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  competitive: 'Competitive',
};

export const SCHEDULE_OPTIONS = ['morning', 'afternoon', 'evening', 'weekend', 'flexible'] as const;
export type ScheduleOption = (typeof SCHEDULE_OPTIONS)[number];
export const SCHEDULE_OPTION_LABELS: Record<ScheduleOption, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  weekend: 'Weekend',
  flexible: 'Flexible',
};

export const TRAINING_TIMES = [
  'early-morning',
  'morning',
  'afternoon',
  'evening',
  'late-evening',
  'weekends-only',
  'flexible',
] as const;
export type TrainingTime = (typeof TRAINING_TIMES)[number];
export const TRAINING_TIME_LABELS: Record<TrainingTime, string> = {
  'early-morning': 'Early Morning',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  'late-evening': 'Late Evening',
  'weekends-only': 'Weekends Only',
  flexible: 'Flexible',
};

/** Student membership: pending, then active (approved) or rejected. Pending or active blocks reapplying. */
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'rejected'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** What an admin may decide on a pending application; a decision is final. */
export const MEMBERSHIP_DECISIONS = ['active', 'rejected'] as const satisfies readonly MembershipStatus[];
export type MembershipDecision = (typeof MEMBERSHIP_DECISIONS)[number];
export const OPEN_MEMBERSHIP_STATUSES = ['pending', 'active'] as const satisfies readonly MembershipStatus[];
