import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { DatabaseInUseError } from '../platform/pglite-lock.ts';
import { rotateSigningKeys } from './keys.ts';
import { type CliOutput, TOKEN_CLI_TEXTS } from './token-cli.ts';

export const ROTATE_KEYS_TEXTS = {
  externalIssuer:
    'Harici bir kimlik sağlayıcı (OIDC_ISSUER) yapılandırılmış: gömülü kimlik sağlayıcının ' +
    'anahtarları kullanılmıyor.',
  rotated: (kid: string, removed: number) =>
    `Yeni imza anahtarı: ${kid}. Önceki anahtar, imzaladığı belirteçlerin süresi dolana kadar ` +
    `geçerli kalır. Süresi dolmuş ${removed} anahtar silindi.`,
} as const;

/**
 * `npm run idp:rotate-keys`: the embedded provider signs with a new key from now on, on every
 * instance (docs/domain.md §9). Returns the exit code.
 */
export async function runRotateKeysCli(env: NodeJS.ProcessEnv, output: CliOutput): Promise<number> {
  const config = loadConfig(env);
  if (config.oidc.externalIssuer) {
    output.err(ROTATE_KEYS_TEXTS.externalIssuer);
    return 1;
  }
  let handle: DatabaseHandle | undefined;
  try {
    // A running server on the same embedded database holds its lock: refused, not shared.
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    await handle.migrate();
    const { kid, removed } = await rotateSigningKeys(handle.db, { dataDir: config.dataDir });
    output.out(ROTATE_KEYS_TEXTS.rotated(kid, removed));
    return 0;
  } catch (error) {
    output.err(
      error instanceof DatabaseInUseError
        ? error.message
        : TOKEN_CLI_TEXTS.databaseUnavailable(
            error instanceof Error ? error.message : String(error),
          ),
    );
    return 1;
  } finally {
    await handle?.close().catch(() => {});
  }
}

if (import.meta.main) {
  const code = await runRotateKeysCli(process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
  setTimeout(() => process.exit(code), 1000).unref();
}
