import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Gömülü veritabanı (${dir}) şu anda ${pid} numaralı işlem tarafından kullanılıyor; PGlite ` +
        'aynı anda tek bir işleme açılabilir. Sunucu çalışıyorsa önce durdurun ya da DATABASE_URL ' +
        'ile bir PostgreSQL sunucusu kullanın.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file beside a PGlite data directory. PGlite has no lock between processes and
 * two of them on one directory damage it; a lock left by a crashed process is taken over.
 * Returns the release function.
 */
export function lockPgliteDirectory(dir: string): () => void {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder !== process.pid && Number.isInteger(holder) && isAlive(holder)) {
        throw new DatabaseInUseError(dir, holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
