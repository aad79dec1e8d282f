export * from './mail-preferences.controller';
export * from './unsubscribe.controller';
