import { FREE_PLAY_DURATIONS, PLAYER_LEVELS, SPORT_LABELS, SPORTS } from '@rallypoint/shared';

export const sportOptions = SPORTS.map((sport) => ({ value: sport, label: SPORT_LABELS[sport] }));
export const levelOptions = PLAYER_LEVELS.map((level) => ({ value: level, label: level[0].toUpperCase() + level.slice(1) }));
export const durationOptions = FREE_PLAY_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
