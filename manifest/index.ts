export * from './expand.ts';
export * from './locales.ts';
export * from './routes.ts';
export * from './schema.ts';
