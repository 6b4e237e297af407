// Fails when a committed generated file (migrations, OpenAPI document) is out of date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateOpenApiDocument, OPENAPI_FILE } from '../apps/server/src/openapi-document.ts';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
let failed = false;

// Migrations: generating into a copy must produce nothing new.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-migrations-'));
fs.cpSync(migrations, copy, { recursive: true });
const result = spawnSync(
  path.join(root, 'node_modules/.bin/drizzle-kit'),
  [
    'generate',
    '--dialect=postgresql',
    '--schema=./apps/server/src/db/schema/index.ts',
    `--out=${copy}`,
    '--casing=snake_case',
  ],
  { cwd: root, encoding: 'utf8' },
);
const before = fs.readdirSync(migrations).sort().join();
const after = fs.readdirSync(copy).sort().join();
if (result.status !== 0 || before !== after) {
  console.error('Migrations are out of date with the schema: run `npm run db:generate`.');
  console.error(result.stdout, result.stderr);
  failed = true;
}
fs.rmSync(copy, { recursive: true, force: true });

const openapi = await generateOpenApiDocument();
const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
if (openapi !== committed) {
  console.error('docs/openapi.json is out of date: run `npm run openapi`.');
  failed = true;
}

if (failed) process.exit(1);
console.log('Generated files are up to date.');
