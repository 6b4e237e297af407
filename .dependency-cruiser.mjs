// The layer rules, checked on the file each import resolves to (not on the text written).
// docs/architecture.md, "Layers the build enforces", explains each rule and how to see it fail.
// Paths below are regular expressions on paths relative to the repository root.

const SEE = "(docs/architecture.md, 'Layers the build enforces')";

const MODULES = '^apps/server/src/modules/';
/** Tests set up and inspect data directly: the module rules do not apply to them. */
const TEST = '[.]test[.][cm]?tsx?$';
const TS = '[.][cm]?ts$';
/** `repository.ts` or `*-repository.ts`, at any depth. */
const REPOSITORY = `(^|/)(repository|[^/]+-repository)${TS}`;
/** `routes.ts` or `*-routes.ts`, at any depth. */
const ROUTES = `(^|/)(routes|[^/]+-routes)${TS}`;
/** A module's or a sub-module's face: its `service.ts` or `index.ts`. */
const FACE = `/(service|index)${TS}`;
/** What builds queries: drizzle (any entry point), the tables, the SQL helpers beside them. */
const QUERY_BUILDING = [
  '(^|/)node_modules/drizzle-orm/',
  '^apps/server/src/db/schema/',
  `^apps/server/src/db/[^/]+${TS}`,
  // What turns a service's sealed handle back into the database (platform/sealed-db.ts).
  `^apps/server/src/platform/unseal-db${TS}`,
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
      comment: `A module reaches another module only through its face, service.ts or index.ts (of the module, or of one of its sub-modules); its repositories and inner files are its own ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: {
        path: `${MODULES}(?!$1/)[^/]+/`,
        pathNot: [`${MODULES}[^/]+${FACE}`, `${MODULES}[^/]+/[^/]+${FACE}`],
      },
    },
    {
      name: 'server-sub-module-through-face',
      comment: `Inside a module, a sub-module reaches a sibling sub-module only through its service.ts or index.ts; the files at the module root stay open to its sub-modules ${SEE}.`,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${MODULES}$1/(?!$2/)[^/]+/`,
        // A sibling's repository is reported by server-repository-own-folder.
        pathNot: [`${MODULES}$1/[^/]+${FACE}`, REPOSITORY],
      },
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
