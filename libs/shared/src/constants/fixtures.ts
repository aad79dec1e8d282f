export const FIXTURE_TYPES = ['singles', 'doubles'] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

/** League, semi-final and final, and a seeded single-elimination draw of any size (knockout). */
export const MATCH_TYPES = ['league', 'semi-final', 'final', 'knockout'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
