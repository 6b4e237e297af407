import { eq } from 'drizzle-orm';
import { mailGroups } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

const optionColumns = { id: mailGroups.id, name: mailGroups.name, isActive: mailGroups.isActive };

export function findAllMailGroups(db: Executor) {
  return db.select(optionColumns).from(mailGroups);
}

export async function findMailGroupById(db: Executor, id: string) {
  const [row] = await db.select(optionColumns).from(mailGroups).where(eq(mailGroups.id, id));
  return row ?? null;
}
