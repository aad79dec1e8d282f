export * from './places';
export * from './waitlist';
export * from './line.sql';
