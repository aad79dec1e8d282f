export * from './api-exception.filter';
export * from './parse-id.pipe';
export * from './too-many-attempts.exception';
export * from './field-validation.exception';
export * from './zod-validation.pipe';
