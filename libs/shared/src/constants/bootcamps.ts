/** A bootcamp is a bootcamp or a clinic; skill levels are their own list. */
export const BOOTCAMP_TYPES = ['bootcamp', 'clinic'] as const;
export type BootcampType = (typeof BOOTCAMP_TYPES)[number];

export const BOOTCAMP_TYPE_LABELS: Record<BootcampType, string> = {
  bootcamp: 'Bootcamp',
  clinic: 'Clinic',
};

export const BOOTCAMP_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export type BootcampSkillLevel = (typeof BOOTCAMP_SKILL_LEVELS)[number];

export const BOOTCAMP_SKILL_LEVEL_LABELS: Record<BootcampSkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  'all-levels': 'All Levels',
};

/** Pending, then approved or rejected by an admin (docs/product-rules.md#bootcamps-and-clinics). */
export const BOOTCAMP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BootcampStatus = (typeof BOOTCAMP_STATUSES)[number];

/** Column bounds (title 255; price NUMERIC(10,2)); the others are ours so no field is unbounded. */
export const BOOTCAMP_LIMITS = {
  title: 255,
  description: 5000,
  venue: 255,
  venueAddress: 500,
  maxParticipants: 10000,
  duration: 366,
  /** NUMERIC(10,2): eight digits before the point. */
  priceIntegerDigits: 8,
} as const;
