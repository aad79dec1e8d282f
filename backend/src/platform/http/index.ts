export * from './api-exception.filter';
export { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './database-error-answer';
export * from './parse-id.pipe';
export { LargeBody } from './request-body';
export * from './too-many-attempts.exception';
export * from './field-validation.exception';
export * from './zod-validation.pipe';
export { ValidBody, ValidQuery } from './openapi/valid-input.decorators';
export { Answers } from './openapi/answers.decorator';
