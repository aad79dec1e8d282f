/** Game score inputs 0 to 7. */
export const MIN_GAMES = 0;
export const MAX_GAMES = 7;
/** Our bound: the longest format, table tennis best of seven, has at most seven games. */
export const MAX_SETS = 7;
/** Points in one game or match tie-break: far above any real score, so only typing errors meet it. */
export const MAX_POINTS = 99;
