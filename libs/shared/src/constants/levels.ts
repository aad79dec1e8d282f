/** Tournament skill levels travel as L1…L5 and display with their labels (docs/product-rules.md#fixed-lists). */
export const SKILL_LEVELS = ['L1', 'L2', 'L3', 'L4', 'L5'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  L1: 'Beginner',
  L2: 'Intermediate',
  L3: 'Between Beginner and Intermediate',
  L4: 'Between Intermediate and Pro',
  L5: 'Professional',
};

export const PLAYER_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];

export const HANDEDNESS = ['right', 'left'] as const;
export type Handedness = (typeof HANDEDNESS)[number];

export const HANDEDNESS_LABELS: Record<Handedness, string> = {
  right: 'Right-handed',
  left: 'Left-handed',
};
