/**
 * What the rest of the server uses of the imports engine (docs/domain.md, Moving in: imports):
 * its jobs, which background.ts puts on the queue, and the product's kinds, which app.ts hands to
 * the routes and the jobs alike.
 */
export { importJobs } from './jobs.ts';
export { type ImportKinds, productImportKinds } from './kinds.ts';
