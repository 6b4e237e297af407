import path from 'node:path';
import readline from 'node:readline/promises';
import { type CliOutput, TOKEN_CLI_TEXTS } from '../idp/token-cli.ts';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { DatabaseInUseError } from '../platform/pglite-lock.ts';
import { type DemoRemoval, removeDemoData } from './demo-removal.ts';

/** What a person calls the rows of each table; a table not named here is shown by its name. */
const TABLE_LABELS: Record<string, string> = {
  users: 'kullanıcı',
  roles: 'rol',
  role_permissions: 'rol yetkisi',
  user_roles_in_stores: 'kullanıcının birimdeki rolü',
  stores: 'birim (mağaza, departman)',
  customers: 'müşteri',
  loyalty_cards: 'sadakat kartı',
  tickets: 'bilet',
  ticket_activities: 'bilet aktivitesi',
  ticket_flows: 'bilet akışı',
  ticket_products: 'bilet ürünü',
  ticket_orders: 'bilet siparişi',
  ticket_answers: 'bilet sorusunun cevabı',
  ticket_notes: 'bilet notu',
  ticket_documents: 'bilet dosyası',
  ticket_update_histories: 'bilet değişiklik kaydı',
  ticket_campaigns: 'bilet kampanyası',
  ticket_types: 'bilet tipi',
  ticket_categories: 'bilet kategorisi',
  ticket_sub_categories: 'bilet alt kategorisi',
  ticket_category_sets: 'kırılım',
  category_set_mails: 'kırılım maili',
  mail_groups: 'mail grubu',
  mail_group_roles: 'mail grubunun rolü',
  mail_group_extra_users: 'mail grubunun ek alıcısı',
  rule_sets: 'kural seti',
  rule_set_rules: 'kural setinin kuralı',
  rule_set_flows: 'kural setinin akışı',
  rule_templates: 'kural şablonu',
  sources: 'kaynak',
  call_wrap_ups: 'çağrı sonucu',
  customer_voices: 'müşterinin sesi',
  cargo_companies: 'kargo firması',
  delivery_types: 'teslimat türü',
  problems: 'problem',
  order_cancelling_contents: 'sipariş iptal nedeni',
  ticket_questions: 'bilet sorusu',
  campaigns: 'kampanya',
  holidays: 'tatil',
  products: 'ürün',
  ticket_report_days: 'rapor sayımı (gün)',
  ticket_report_store_days: 'rapor sayımı (gün, mağaza)',
  ticket_report_breakdown_days: 'rapor sayımı (gün, kırılım)',
  ticket_report_unit_days: 'rapor sayımı (gün, birim)',
  admin_audit_log: 'denetim kaydı',
  sign_in_attempts: 'oturum açma kaydı',
  password_links: 'parola bağlantısı',
  idempotency_keys: 'tekrar isteği kaydı',
  outbox_messages: 'giden mesaj',
  call_histories: 'çağrı kaydı',
};

const labelOf = (table: string) => `${TABLE_LABELS[table] ?? table} (${table})`;

export const DEMO_REMOVE_TEXTS = {
  nothing: 'Bu veritabanında kaldırılabilecek demo verisi yok; hiçbir şey değiştirilmedi.',
  willDelete: 'Demo verilerinin kaldırılması şu satırları silecek:',
  deleted: 'Demo verileri kaldırıldı (tek işlemde); silinen satırlar:',
  kept:
    'Şu demo satırları kalıyor, çünkü zincirin kendi satırları onlara bağlı (bunları da ' +
    'kaldırmak için önce bağlı satırları değiştirin, sonra komutu yeniden çalıştırın):',
  holds: (holders: number, child: string, held: number, parent: string) =>
    `    ${holders} ${labelOf(child)} satırı, ${held} demo ${labelOf(parent)} satırına bağlı`,
  disabledUsers: (count: number) =>
    `Kalan ${count} demo kullanıcısı pasif yapıldı ve parolası silindi: bilinen parola kalmadı.`,
  total: (count: number) => `Toplam: ${count} satır.`,
  question: 'Devam edilsin mi? Onaylamak için "evet" yazın: ',
  cancelled: 'Vazgeçildi; hiçbir şey değiştirilmedi.',
  nextStart:
    'Sonraki başlatmalarda demo verisi yüklenmez (veritabanı artık yeni değil). İlk yönetici ' +
    'yoksa: npm run admin:create -- <e-posta> "<Ad Soyad>"',
} as const;

function describe(result: DemoRemoval, heading: string, output: CliOutput): void {
  output.out(heading);
  for (const { table, rows } of result.deleted) output.out(`  - ${labelOf(table)}: ${rows}`);
  output.out(DEMO_REMOVE_TEXTS.total(result.deleted.reduce((sum, row) => sum + row.rows, 0)));
  if (result.kept.length === 0) return;
  output.out(DEMO_REMOVE_TEXTS.kept);
  for (const { table, rows } of result.kept) output.out(`  - ${labelOf(table)}: ${rows}`);
  for (const hold of result.holds) {
    output.out(DEMO_REMOVE_TEXTS.holds(hold.holders, hold.child, hold.held, hold.parent));
  }
}

/** Asks on the terminal (or reads the piped answer); true only for 'evet' (or 'e', 'yes'). */
async function askOnTerminal(question: string): Promise<boolean> {
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(question);
    return ['evet', 'e', 'yes', 'y'].includes(answer.trim().toLocaleLowerCase('tr'));
  } catch {
    return false;
  } finally {
    terminal.close();
  }
}

/**
 * `npm run demo:remove [-- --yes]` (docs/domain.md §16.1 Removing the demo): shows what would
 * go, asks (unless `--yes`), then removes the demo in one transaction and prints the counts.
 * Returns the exit code.
 */
export async function runRemoveDemoCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  confirm: (question: string) => Promise<boolean>,
): Promise<number> {
  const config = loadConfig(env);
  let handle: DatabaseHandle | undefined;
  try {
    // A running server on the same embedded database holds its lock: refused, not shared.
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    await handle.migrate();
    if (!args.includes('--yes')) {
      const plan = await removeDemoData(handle.db, { dryRun: true });
      if (plan.deleted.length === 0) {
        output.out(DEMO_REMOVE_TEXTS.nothing);
        return 0;
      }
      describe(plan, DEMO_REMOVE_TEXTS.willDelete, output);
      if (!(await confirm(DEMO_REMOVE_TEXTS.question))) {
        output.out(DEMO_REMOVE_TEXTS.cancelled);
        return 1;
      }
    }
    const done = await removeDemoData(handle.db, { dryRun: false });
    if (done.deleted.length === 0) {
      output.out(DEMO_REMOVE_TEXTS.nothing);
      return 0;
    }
    describe(done, DEMO_REMOVE_TEXTS.deleted, output);
    if (done.disabledUsers > 0) output.out(DEMO_REMOVE_TEXTS.disabledUsers(done.disabledUsers));
    output.out(DEMO_REMOVE_TEXTS.nextStart);
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
  const code = await runRemoveDemoCli(
    process.argv.slice(2),
    process.env,
    {
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
    },
    askOnTerminal,
  );
  process.exitCode = code;
  setTimeout(() => process.exit(code), 1000).unref();
}
