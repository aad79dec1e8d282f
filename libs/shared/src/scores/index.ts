export * from './score-limits';
export * from './score-formats';
export * from './score.messages';
export * from './check-score';
export * from './score-text';
