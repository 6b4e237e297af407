import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { DatabaseInUseError } from '../platform/pglite-lock.ts';
import { loadSigningKeys } from './keys.ts';
import { readLocalTokenAccess, requestLocalToken } from './local-token.ts';
import { signUserToken, type UserTokenResult } from './user-token.ts';

/** What the token command tells the developer, in Turkish like every user-facing text. */
export const TOKEN_CLI_TEXTS = {
  usage: 'Kullanım: npm run token -- <e-posta>',
  externalIssuer:
    'Harici bir kimlik sağlayıcı (OIDC_ISSUER) yapılandırılmış: bu komut yalnızca gömülü kimlik ' +
    'sağlayıcının erişim belirtecini üretebilir. Belirteci kendi kimlik sağlayıcınızdan alın.',
  productionRefused:
    'Gömülü kimlik sağlayıcı üretim ortamında kapalı (NODE_ENV=production). Açmak için ' +
    'EMBEDDED_IDP_IN_PRODUCTION=true ayarlayın.',
  runningProductUnreachable:
    'Gömülü veritabanı çalışan ürünün elinde, ama ürüne ulaşılamadı. Ürün çalışıyorsa yeniden ' +
    'başlatın; çalışmıyorsa DATA_DIR içindeki local-token.json dosyasını silin.',
  databaseUnavailable: (reason: string) =>
    `Veritabanı açılamadı (${reason}). Sunucu çalışıyorsa önce durdurun ya da DATABASE_URL ile ` +
    'bir PostgreSQL sunucusu kullanın.',
} as const;

export type CliOutput = { out(text: string): void; err(text: string): void };

/**
 * `npm run token -- <email>`: prints an access token of an active user, signed as the
 * embedded provider signs, on stdout (and nothing else). Returns the exit code.
 */
export async function runTokenCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  const email = args.find((arg) => !arg.startsWith('-'))?.trim();
  if (!email) {
    output.err(TOKEN_CLI_TEXTS.usage);
    return 1;
  }
  const config = loadConfig(env);
  if (config.oidc.externalIssuer) {
    output.err(TOKEN_CLI_TEXTS.externalIssuer);
    return 1;
  }
  if (config.isProduction && !config.oidc.allowEmbeddedInProduction) {
    output.err(TOKEN_CLI_TEXTS.productionRefused);
    return 1;
  }

  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    await handle.migrate();
  } catch (error) {
    await handle?.close().catch(() => {});
    // A running product holds the embedded database's lock: it signs the token instead.
    if (error instanceof DatabaseInUseError)
      return askRunningProduct(config.dataDir, email, output);
    output.err(TOKEN_CLI_TEXTS.databaseUnavailable(describeError(error)));
    return 1;
  }

  try {
    const keys = await loadSigningKeys(handle.db, { dataDir: config.dataDir });
    return print(await signUserToken(handle.db, config, keys, email), output);
  } finally {
    await handle.close().catch(() => {});
  }
}

async function askRunningProduct(dataDir: string, email: string, output: CliOutput) {
  const access = readLocalTokenAccess(dataDir);
  const result = access && (await requestLocalToken(access, email));
  if (!result) {
    output.err(TOKEN_CLI_TEXTS.runningProductUnreachable);
    return 1;
  }
  return print(result, output);
}

function print(result: UserTokenResult, output: CliOutput): number {
  if ('refusal' in result) {
    output.err(result.refusal);
    return 1;
  }
  output.out(result.token);
  return 0;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

if (import.meta.main) {
  const code = await runTokenCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
  // Output flushes on a normal exit; a half-open database must not keep the process alive.
  setTimeout(() => process.exit(code), 1000).unref();
}
