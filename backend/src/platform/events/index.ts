export * from './domain-event';
export * from './event-log.entity';
export * from './transaction';
export * from './transactional-reactions';
export * from './unit-of-work';
export * from './write-turns';
export * from './events.module';
