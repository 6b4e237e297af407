// Fails when two files of the web app wrap the same endpoint: each contract endpoint
// (`*Endpoint` of packages/contract/src/endpoints) is imported by one file of apps/web/src, the
// call's fetcher, query key and hook (tests aside: they call what they test).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSource = path.join(root, 'apps/web/src');
const RULE =
  'each endpoint is wrapped once in the web app (docs/architecture.md, Layers the build enforces)';

/** Every .ts and .tsx file under a folder, test files left out. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

// `import { a, type b, c as d } from '@ccms/contract/endpoints/x'` (an `export … from` too) and
// `import * as e from '…'` with the names read off `e.`.
const NAMED =
  /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@ccms\/contract\/endpoints\/[^'"]+['"]/g;
const NAMESPACE = /import\s+\*\s+as\s+(\w+)\s+from\s*['"]@ccms\/contract\/endpoints\/[^'"]+['"]/g;

/** The contract endpoints a file refers to, by their exported names. */
function endpointsOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of text.matchAll(NAMED)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name?.endsWith('Endpoint')) names.add(name);
    }
  }
  for (const [, alias = ''] of text.matchAll(NAMESPACE)) {
    for (const [, name = ''] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+Endpoint)\\b`, 'g'))) {
      names.add(name);
    }
  }
  return names;
}

const wrappers = new Map<string, string[]>();
for (const file of sourceFiles(webSource)) {
  for (const endpoint of endpointsOf(fs.readFileSync(file, 'utf8'))) {
    wrappers.set(endpoint, [...(wrappers.get(endpoint) ?? []), path.relative(root, file)]);
  }
}

const repeated = [...wrappers]
  .filter(([, files]) => files.length > 1)
  .sort(([a], [b]) => a.localeCompare(b));
for (const [endpoint, files] of repeated) {
  console.error(`${endpoint}: ${files.sort().join(', ')} — ${RULE}`);
}
if (repeated.length > 0) process.exit(1);
console.log(`Each of ${wrappers.size} endpoints is wrapped once in the web app.`);
