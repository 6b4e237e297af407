import { loadConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { type MigratedFile, migrateFilesToBucket } from './migrate-to-bucket.ts';
import { createS3FileStore, type S3Settings } from './s3-file-store.ts';

/** What `npm run files:migrate` tells the administrator, in Turkish like every user-facing text. */
export const FILES_MIGRATE_TEXTS = {
  noBucket:
    'S3_BUCKET ayarlı değil: dosyaların taşınacağı kovayı S3_* (ya da AWS_*) değişkenleriyle ' +
    'belirtin.',
  bucketDown: (bucket: string) => `"${bucket}" kovasına ulaşılamıyor.`,
  start: (dir: string, bucket: string) =>
    `${dir} altındaki dosyalar "${bucket}" kovasına taşınıyor.`,
  file: (file: MigratedFile, done: number, total: number) => {
    const outcome = {
      copied: 'kopyalandı',
      present: 'zaten var, boyutu aynı',
      mismatch: `boyut tutmuyor (kovada ${file.detail} bayt)`,
      failed: `hata: ${file.detail}`,
    }[file.outcome];
    return `[${done}/${total}] ${file.key} (${file.bytes} bayt): ${outcome}`;
  },
  other: (name: string) => `Dosya anahtarı değil, atlandı: ${name}`,
  summary: (counts: Record<MigratedFile['outcome'], number>, bytes: number) =>
    `Toplam: ${counts.copied} kopyalandı, ${counts.present} zaten vardı, ` +
    `${counts.mismatch} boyut tutmadı, ${counts.failed} hata; ${bytes} bayt doğrulandı.`,
  failed: 'Bazı dosyalar doğrulanamadı: komutu yeniden çalıştırın (eksikler yeniden kopyalanır).',
  done: 'Bütün dosyalar kovada ve boyutları doğrulandı.',
} as const;

type CliOutput = { out(text: string): void; err(text: string): void };

/**
 * `npm run files:migrate`: copies the ticket files of FILES_DIR (or DATA_DIR/files) into the
 * configured bucket and checks every byte count. Returns the exit code: 0 when every file is
 * in the bucket with its size, 1 otherwise, 2 when no bucket is configured or it does not answer.
 */
export async function runFilesMigrateCli(
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  openBucket: (settings: S3Settings) => FileStore = createS3FileStore,
) {
  const T = FILES_MIGRATE_TEXTS;
  const { files: settings } = loadConfig(env);
  if (!settings.s3) {
    output.err(T.noBucket);
    return 2;
  }
  const bucket = openBucket(settings.s3);
  try {
    if (!(await bucket.isUp())) {
      output.err(T.bucketDown(settings.s3.bucket));
      return 2;
    }
    output.out(T.start(settings.dir, settings.s3.bucket));
    const { files, others } = await migrateFilesToBucket(
      settings.dir,
      bucket,
      (file, done, total) =>
        (file.outcome === 'copied' || file.outcome === 'present' ? output.out : output.err)(
          T.file(file, done, total),
        ),
    );
    for (const other of others) output.err(T.other(other));
    const counts = { copied: 0, present: 0, mismatch: 0, failed: 0 };
    for (const file of files) counts[file.outcome] += 1;
    const verified = files.filter(
      (file) => file.outcome === 'copied' || file.outcome === 'present',
    );
    output.out(
      T.summary(
        counts,
        verified.reduce((sum, file) => sum + file.bytes, 0),
      ),
    );
    const allThere = counts.mismatch + counts.failed === 0;
    (allThere ? output.out : output.err)(allThere ? T.done : T.failed);
    return allThere ? 0 : 1;
  } finally {
    bucket.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runFilesMigrateCli(process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
}
