export * from './standings';
export * from './participant-name';
export * from './result-score';
