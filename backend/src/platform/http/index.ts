export * from './api-exception.filter';
export * from './parse-id.pipe';
export * from './too-many-attempts.exception';
export * from './validation.pipe';
export * from './trim.transform';
