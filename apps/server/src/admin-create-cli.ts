import path from 'node:path';
import { ZCreateUserRequest } from '@ccms/contract/organisation/schemas';
import { FIRST_ADMINISTRATOR_DEFAULTS, SETUP_TEXTS } from '@ccms/contract/setup';
import { type CliOutput, TOKEN_CLI_TEXTS } from './idp/token-cli.ts';
import { createFirstAdministrator, type FirstAdministrator } from './modules/organisation/index.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig, passwordPageUrlOf } from './platform/config.ts';
import { type DatabaseHandle, openDatabase } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import { DatabaseInUseError } from './platform/pglite-lock.ts';
import { formatBusinessDateTime } from './platform/time.ts';

export const ADMIN_CREATE_TEXTS = {
  usage: 'Kullanım: npm run admin:create -- <e-posta> "<Ad Soyad>"',
  created: (who: string) => `İlk yönetici oluşturuldu: ${who}.`,
  existing: (who: string) => `${who} zaten kayıtlı; ikinci bir kullanıcı oluşturulmadı.`,
  activated: 'Kullanıcı pasifti; etkinleştirildi.',
  roleGiven: (role: string, unit: string) => `'${unit}' biriminde '${role}' rolü verildi.`,
  roleHeld: (role: string, unit: string) => `'${unit}' biriminde '${role}' rolü zaten vardı.`,
  roleCreated: (role: string) =>
    `Veritabanında 'Admin' yetkisi veren bir departman rolü yoktu: '${role}' rolü bütün ` +
    'yetkilerle oluşturuldu.',
  unitCreated: (unit: string, code: string) =>
    `Veritabanında etkin bir departman yoktu: '${unit}' departmanı (kod ${code}) oluşturuldu; ` +
    'adını değiştirebilir ya da mağaza dosyanızda bu kodla güncelleyebilirsiniz.',
  passwordLink: (expiresAt: string) =>
    'Yöneticinin parolasını belirleyeceği tek kullanımlık bağlantı ' +
    `(${expiresAt} tarihine kadar geçerli; önceki bağlantılar artık çalışmaz):`,
  externalIssuer: (email: string) =>
    'Oturumlar harici kimlik sağlayıcıda (OIDC_ISSUER) açılıyor: yönetici orada ' +
    `${email} adresiyle oturum açar; parolası bu üründe tutulmaz.`,
} as const;

type Person = { name: string; surname: string; emailAddress: string };

/** The e-mail and the name words as the users screen would take them, or the refusals. */
function readPerson(args: readonly string[]): Person | string[] {
  const [email, ...nameWords] = args.filter((arg) => !arg.startsWith('-'));
  if (email === undefined) return [ADMIN_CREATE_TEXTS.usage];
  const words = nameWords.join(' ').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [SETUP_TEXTS.fullNameNeeded];
  const surname = words.at(-1) ?? '';
  const parsed = ZCreateUserRequest.shape.user
    .pick({ name: true, surname: true, emailAddress: true })
    .safeParse({ name: words.slice(0, -1).join(' '), surname, emailAddress: email });
  return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
}

function report(done: FirstAdministrator, timeZone: string, output: CliOutput): void {
  const who = `${done.user.name} ${done.user.surname} <${done.user.emailAddress}>`;
  if (done.role.isNew) output.out(ADMIN_CREATE_TEXTS.roleCreated(done.role.name));
  if (done.unit.isNew) {
    const { unitName, unitCode } = FIRST_ADMINISTRATOR_DEFAULTS;
    output.out(ADMIN_CREATE_TEXTS.unitCreated(unitName, unitCode));
  }
  output.out(done.isNew ? ADMIN_CREATE_TEXTS.created(who) : ADMIN_CREATE_TEXTS.existing(who));
  if (done.wasActivated) output.out(ADMIN_CREATE_TEXTS.activated);
  output.out(
    (done.isRoleNew ? ADMIN_CREATE_TEXTS.roleGiven : ADMIN_CREATE_TEXTS.roleHeld)(
      done.role.name,
      done.unit.name,
    ),
  );
  if (done.passwordLink) {
    const expiresAt = formatBusinessDateTime(new Date(done.passwordLink.expiresAt), timeZone);
    output.out(ADMIN_CREATE_TEXTS.passwordLink(expiresAt));
    output.out(done.passwordLink.url);
  } else {
    output.out(ADMIN_CREATE_TEXTS.externalIssuer(done.user.emailAddress));
  }
}

/**
 * `npm run admin:create -- <e-mail> "<name surname>"`: the first administrator (docs/domain.md
 * §16.1), with a one-time password link printed when the embedded sign-in provider is in use.
 * Returns the exit code.
 */
export async function runAdminCreateCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  const person = readPerson(args);
  if (Array.isArray(person)) {
    for (const message of person) output.err(message);
    return 1;
  }
  const config = loadConfig(env);
  let handle: DatabaseHandle | undefined;
  try {
    // A running server on the same embedded database holds its lock: refused, not shared.
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    await handle.migrate();
    const done = await createFirstAdministrator(
      { db: handle.db, clock: systemClock, passwordPageUrl: passwordPageUrlOf(config) },
      person,
    );
    report(done, config.businessTimeZone, output);
    return 0;
  } catch (error) {
    if (error instanceof AppError) for (const message of error.messages) output.err(message);
    else if (error instanceof DatabaseInUseError) output.err(error.message);
    else {
      const reason = error instanceof Error ? error.message : String(error);
      output.err(TOKEN_CLI_TEXTS.databaseUnavailable(reason));
    }
    return 1;
  } finally {
    await handle?.close().catch(() => {});
  }
}

if (import.meta.main) {
  const code = await runAdminCreateCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
  setTimeout(() => process.exit(code), 1000).unref();
}
