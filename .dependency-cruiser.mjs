// The layer rules, checked on the file each import resolves to (not on the text written).
// docs/architecture.md, "Layers the build enforces", explains each rule and how to see it fail.
// Paths below are regular expressions on paths relative to the repository root.

const SEE = "(docs/architecture.md, 'Layers the build enforces')";

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
/** Tests set up and inspect data directly: the module rules do not apply to them. */
const TEST = '[.]test[.][cm]?tsx?$';
/** The server's shared test helpers, outside modules/; tests in all but name. */
const TEST_HELPERS = `${SERVER}test/`;
const TS = '[.][cm]?ts$';
/** `repository.ts` or `*-repository.ts`, at any depth. */
const REPOSITORY = `(^|/)(repository|[^/]+-repository)${TS}`;
/** `routes.ts` or `*-routes.ts`, at any depth. */
const ROUTES = `(^|/)(routes|[^/]+-routes)${TS}`;
/** A module's face, the one file other modules and the rest of the server import: its `index.ts`. */
const MODULE_FACE = `${MODULES}[^/]+/index${TS}`;
/** Inside a module, a sub-module's face: its `service.ts` or `index.ts` (or the module root's). */
const SUB_MODULE_FACE = `/(service|index)${TS}`;
/** The composition root: it registers every module's routes, so it may import routes files. */
const COMPOSITION_ROOT = `${SERVER}app${TS}`;
/** The routes files at a module's or a sub-module's root, which register its endpoints. */
const MODULE_ROUTES = [
  `${MODULES}[^/]+/(routes|[^/]+-routes)${TS}`,
  `${MODULES}[^/]+/[^/]+/(routes|[^/]+-routes)${TS}`,
];
/**
 * Repository files that hold SQL pieces other queries compose and no query of their own, which
 * a face may re-export: the SLA's remaining-time expressions and re-timing SET lists.
 */
const SQL_PIECES = [`${MODULES}sla/repository${TS}`, `${MODULES}sla/holiday-shift-repository${TS}`];
/**
 * Outside modules/, the files whose work is the database itself, which may build and run
 * statements without being repositories: opening it and its handle's types, rendering
 * statements, the `pg` clients that LISTEN, the embedded database's backup; and the two
 * query files named otherwise (the access version, whose owner the owners table names, and
 * the identity provider's storage adapter).
 */
const DATABASE_PLUMBING = [
  `${SERVER}platform/db${TS}`,
  `${SERVER}platform/(prepared|shaped-statement|query-format)${TS}`,
  `${SERVER}platform/(change-notices|outbox/dispatcher)${TS}`,
  `${SERVER}platform/backup/`,
  `${SERVER}platform/access-version${TS}`,
  `${SERVER}idp/adapter${TS}`,
  `${SERVER}platform/(sealed-db|unseal-db)${TS}`,
];
/** What builds or runs queries: drizzle, the drivers (any entry point), the tables, the SQL helpers. */
const QUERY_BUILDING = [
  '(^|/)node_modules/drizzle-orm/',
  '(^|/)node_modules/(@types/)?pg/',
  '(^|/)node_modules/@electric-sql/pglite/',
  `${SERVER}db/schema/`,
  `${SERVER}db/[^/]+${TS}`,
  // What turns a service's sealed handle back into the database (platform/sealed-db.ts).
  `${SERVER}platform/unseal-db${TS}`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-queries-only-in-repositories',
      comment: `Queries live in repository files: in a module only repository.ts and *-repository.ts import drizzle-orm, db/schema or the db/ SQL helpers; call a repository function instead ${SEE}.`,
      severity: 'error',
      from: { path: MODULES, pathNot: [REPOSITORY, ROUTES, TEST] },
      to: { path: QUERY_BUILDING },
    },
    {
      name: 'server-routes-thin',
      comment: `Routes stay thin: a routes file declares access and the endpoint and calls its service; it never imports a repository, db/schema, the db/ SQL helpers or drizzle-orm ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}.*${ROUTES}`, pathNot: TEST },
      to: { path: [...QUERY_BUILDING, REPOSITORY] },
    },
    {
      name: 'server-module-through-face',
      comment: `A module reaches another module only through that module's index.ts, its one face; its services, repositories, sub-modules and inner files are its own ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: { path: `${MODULES}(?!$1/)[^/]+/`, pathNot: MODULE_FACE },
    },
    {
      name: 'server-sub-module-through-face',
      comment: `Inside a module, a sub-module reaches a sibling sub-module only through its service.ts or index.ts; the files at the module root stay open to its sub-modules ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${MODULES}$1/(?!$2/)[^/]+/`,
        // A sibling's repository is reported by server-repository-own-folder.
        pathNot: [`${MODULES}$1/[^/]+${SUB_MODULE_FACE}`, REPOSITORY],
      },
    },
    {
      name: 'server-face-re-exports-no-query',
      comment: `An index.ts face never imports or re-exports a repository; wrap the query in a service function and export that (only the SLA's SQL-piece files, which run no query, are allowed) ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}.*/index${TS}` },
      to: { path: REPOSITORY, pathNot: SQL_PIECES },
    },
    {
      name: 'server-outside-modules-through-face',
      comment: `Code outside modules/ (idp, platform, seed, background.ts, main.ts, …) reaches a module only through its index.ts, never its services, repositories or inner files ${SEE}.`,
      severity: 'error',
      from: { path: `${SERVER}(?!modules/)`, pathNot: [TEST, TEST_HELPERS, COMPOSITION_ROOT] },
      to: { path: MODULES, pathNot: MODULE_FACE },
    },
    {
      name: 'server-queries-outside-modules-in-repositories',
      comment: `Outside modules/ too, only repository files import what builds or runs queries (drizzle-orm, pg, PGlite, db/schema, the db/ SQL helpers); the database plumbing of platform/ is listed in the rule, seed/ writes demo data itself ${SEE}.`,
      severity: 'error',
      from: {
        path: `${SERVER}(?!modules/|db/|seed/|test/|conformance/)`,
        pathNot: [TEST, REPOSITORY, ...DATABASE_PLUMBING],
      },
      to: { path: QUERY_BUILDING },
    },
    {
      name: 'server-composition-root-through-face',
      comment: `The composition root, app.ts, reaches a module through its index.ts, and registers its endpoints through the routes files at the module's or a sub-module's root; nothing else of a module ${SEE}.`,
      severity: 'error',
      from: { path: COMPOSITION_ROOT },
      to: { path: MODULES, pathNot: [MODULE_FACE, ...MODULE_ROUTES] },
    },
    {
      name: 'server-imports-no-web',
      comment: `The server never imports the web app's files; share through the contract (packages/contract) ${SEE}.`,
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-imports-no-server',
      comment: `The web app never imports the server's files (the browser would bundle server code); share through the contract (packages/contract) ${SEE}.`,
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-repository-own-folder',
      comment: `A repository is imported only by files in its own folder; elsewhere in the module, call that folder's service ${SEE}.`,
      severity: 'error',
      // $1: the importing file's folder, $2: its module.
      from: { path: `^(${MODULES.slice(1)}([^/]+)/.*?)[^/]+$`, pathNot: TEST },
      to: { path: `${MODULES}$2/.*${REPOSITORY}`, pathNot: '^$1[^/]+$' },
    },
    {
      name: 'web-feature-isolation',
      comment: `A web feature never imports another feature: share through lib/, components/ or the contract; only the app layer (apps/web/src/app) puts features together ${SEE}.`,
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-not-app',
      comment: `One way, app -> features -> shared: a feature never imports the app layer (apps/web/src/app); the app imports features ${SEE}.`,
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-not-features-or-app',
      comment: `One way, app -> features -> shared: the shared code (components/, lib/, softphone/) never imports a feature or the app layer ${SEE}.`,
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|softphone)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'contract-imports-no-app',
      comment: `The contract is what server and browser share: it imports nothing from the apps, e2e or bench ${SEE}.`,
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
