export * from './mail.constants';
export * from './mail-outbox';
export * from './mail-fanouts';
export * from './mail.module';
export * from './outbox-email.entity';
export * from './outbox-relay';
export * from './html-text';
export * from './mail-secrets';
