export * from './refusal';
export * from './unique-violation';
