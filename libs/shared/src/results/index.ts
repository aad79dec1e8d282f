export * from './winner';
export * from './standings';
export * from './participant-name';
