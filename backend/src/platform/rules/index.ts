export * from './refusal';
export * from './constraint-violations';
