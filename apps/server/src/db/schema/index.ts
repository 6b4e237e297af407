export * from './address.ts';
export * from './customers.ts';
export * from './hierarchy.ts';
export * from './idp.ts';
export * from './org.ts';
export * from './products.ts';
export * from './reference.ts';
export * from './rulesets.ts';
