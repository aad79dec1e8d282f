export * from './access.decorators';
export * from './roles.guard';
export * from './session-user';
export * from './viewer-of';
export * from './session-store';
