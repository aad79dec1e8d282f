export * from './refusal';
export * from './constraint-violations';
export * from './privacy';
