export * from './common';
export * from './auth';
export * from './waitlists';
export * from './tournaments';
export * from './system';
export * from './admin';
export * from './academy';
export * from './bootcamps';
