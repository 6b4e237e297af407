import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, ROOT_DIR } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';

export const OPENAPI_FILE = path.join(ROOT_DIR, 'docs/openapi.json');

/** The OpenAPI document as the routes describe it now, formatted as it is committed. */
export async function generateOpenApiDocument(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-openapi-'));
  const handle = await openDatabase({ pgliteDir: 'memory' });
  try {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      db: handle.db,
      logger: false,
      webDistDir: path.join(dataDir, 'none'),
    });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return `${JSON.stringify(document, null, 2)}\n`;
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
