// Fails when two files of the web app wrap the same endpoint: each contract endpoint
// (`*Endpoint` of packages/contract/src/endpoints) is imported by one file of apps/web/src, the
// call's fetcher, query key and hook (tests aside: they call what they test). An import counts
// by the file it resolves to and the binding it reaches through re-exports, however it is
// written: `@ccms/contract/endpoints/x`, a relative path, a barrel, a renamed binding.
// Usage: node scripts/check-endpoint-wrappers.ts
import path from 'node:path';
import { namespaceMembers, originOf, takenBindings } from './lib/module-bindings.ts';
import { isTest, root, sourceFiles } from './lib/source-files.ts';
import { compilerOptionsOf } from './lib/typed-program.ts';

const RULE = 'endpoint-wrapped-once';
const WHY =
  'each endpoint is wrapped once in the web app (docs/architecture.md, Layers the build enforces)';

/** Where the checked files and the endpoints are: the repository's, or a test's scratch copy. */
export type Layout = { webSource: string; endpoints: string };

/** Each endpoint (`file#name` of its declaration) → the web files that import it, sorted. */
export function findWrappers(layout: Layout): Map<string, string[]> {
  const options = compilerOptionsOf('apps/web');
  const endpoints = `${path.resolve(root, layout.endpoints)}${path.sep}`;
  const wrappers = new Map<string, string[]>();
  const files = sourceFiles(layout.webSource).filter((file) => !isTest(file));
  for (const file of files) {
    const absolute = path.resolve(root, file);
    const wrapped = new Set<string>();
    for (const binding of takenBindings(absolute, options)) {
      if (!binding.from) continue;
      const names =
        binding.imported === '*' ? namespaceMembers(absolute, binding.local) : [binding.imported];
      for (const name of names) {
        const origin = originOf(binding.from, name, options);
        if (origin?.file.startsWith(endpoints) && origin.name.endsWith('Endpoint')) {
          wrapped.add(`${path.relative(root, origin.file)}#${origin.name}`);
        }
      }
    }
    for (const endpoint of wrapped) {
      wrappers.set(endpoint, [...(wrappers.get(endpoint) ?? []), file].sort());
    }
  }
  return wrappers;
}

if (import.meta.main) {
  const wrappers = findWrappers({
    webSource: 'apps/web/src',
    endpoints: 'packages/contract/src/endpoints',
  });
  const repeated = [...wrappers]
    .filter(([, files]) => files.length > 1)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [endpoint, files] of repeated) {
    console.error(
      `${RULE}: ${endpoint.split('#')[1]} (${endpoint.split('#')[0]}) is wrapped by ${files.join(', ')}; ${WHY}.`,
    );
  }
  if (repeated.length > 0) process.exit(1);
  console.log(`Each of ${wrappers.size} endpoints is wrapped once in the web app.`);
}
