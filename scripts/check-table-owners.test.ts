import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readOwners } from './check-table-owners.ts';
import { root } from './lib/source-files.ts';
import { findTableWrites } from './lib/table-writes.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-table-owners-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it('finds drizzle writes and SQL writes of schema tables, whatever the table is called', () => {
  const schema = path.join(root, 'apps/server/src/db/schema/index.ts');
  const file = path.join(scratch, 'tickets-repository.ts');
  const dollar = '$';
  fs.writeFileSync(
    file,
    [
      `import { tickets, ticketFlows, ticketNotes } from '${schema}';`,
      `import * as schema from '${schema}';`,
      'const notes = ticketNotes;',
      'const BY_KIND = { note: notes, flow: ticketFlows } as const;',
      'const tableOf = (kind: Kind) => BY_KIND[kind];',
      'export async function write(tx: Executor, kind: Kind) {',
      '  await tx.update(tickets).set({ status: 3 });',
      '  await tx.insert(tableOf(kind)).values({});',
      '  await tx.delete(schema.tickets);',
      '  await tx.execute(sql`',
      '    update tickets t set status = 3;',
      `    insert into ${dollar}{ticketFlows} (id) values (1)`,
      '    on conflict (id) do update set id = 1',
      '  `);',
      "  await tx.execute(sql.raw('delete from ticket_notes'));",
      '  await tx.execute(sql`select * from tickets for update skip locked`);',
      '}',
    ].join('\n'),
  );
  const found = findTableWrites(file).map(({ line, table, how }) => `${line} ${table} ${how}`);
  expect(found.sort()).toEqual(
    [
      '7 tickets .update()',
      '8 ticket_notes .insert()',
      '8 ticket_flows .insert()',
      '9 tickets .delete()',
      '11 tickets update',
      '12 ticket_flows insert into',
      '15 ticket_notes delete from',
    ].sort(),
  );
});

it('finds writes whose table is a SQL identifier: sql.identifier, sql.raw, a string', () => {
  const file = path.join(scratch, 'identifiers-repository.ts');
  const dollar = '$';
  fs.writeFileSync(
    file,
    [
      "const NOTES = 'ticket_notes';",
      'const target = sql.identifier(NOTES);',
      'export async function write(tx: Executor) {',
      `  await tx.execute(sql\`insert into ${dollar}{sql.identifier('tickets')} (id) values (1)\`);`,
      `  await tx.execute(sql\`update ${dollar}{sql.raw('"ticket_flows"')} set id = 2\`);`,
      `  await tx.execute(sql\`delete from ${dollar}{target} where id = 3\`);`,
      `  await tx.execute(sql.raw(\`delete from ${dollar}{NOTES}\`));`,
      `  await tx.execute(sql\`update ${dollar}{sql.identifier('public.tickets')} set id = 4\`);`,
      `  await tx.execute(sql\`select * from ${dollar}{sql.identifier('tickets')}\`);`,
      `  await tx.execute(sql\`update ${dollar}{sql.identifier('not_a_table')} set id = 5\`);`,
      '}',
    ].join('\n'),
  );
  const found = findTableWrites(file).map(({ line, table, how }) => `${line} ${table} ${how}`);
  expect(found).toEqual([
    '4 tickets insert into',
    '5 ticket_flows update',
    '6 ticket_notes delete from',
    '7 ticket_notes delete from',
    '8 tickets update',
  ]);
});

it('reads the owners from the section of docs/architecture.md', () => {
  const markdown = [
    '# Architecture',
    '## Who owns each table',
    '| table | owner | note |',
    '| --- | --- | --- |',
    '| `tickets` | `modules/tickets` | |',
    '| `users` | `modules/organisation/users/` | moved |',
    '| `tickets` | `modules/rule-sets` | |',
    '## Next section',
    '| `roles` | `modules/roles` | |',
  ].join('\n');
  const { owners, problems } = readOwners(markdown);
  expect([...owners]).toEqual([
    ['tickets', 'modules/rule-sets'],
    ['users', 'modules/organisation/users'],
  ]);
  expect(problems).toEqual(['docs/architecture.md: table tickets has two owners.']);
});
