/** Why a match got no place, as shown to organizers (lower-case so it reads inside a sentence). */
export const UNPLACED_REASONS = {
  noCommonSlot: 'no common slot',
  noCourtFree: 'no court free before the last day ends',
  waitsForUnplaced: 'waits for a match that could not be placed',
  unknownCourt: 'its locked court is not one of the courts',
} as const;

export type UnplacedReason = (typeof UNPLACED_REASONS)[keyof typeof UNPLACED_REASONS];
