// `npm run bench:capacity [-- --write] [-- --size=N]`: what one request of each call an agent
// makes costs in CPU, on the server and in PostgreSQL, on the ticket benchmarks' database
// (`ccms_bench_tickets`, filled up to N tickets, 1,000,000 by default). Each call runs alone
// from a few connections for a while; the CPU the server process and the database's backends
// used in that window, divided by the answers, is the figure docs/operations.md sizes a
// fleet with. `--write` records it in docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AgentMixData, agentRound, loadAgentMixData } from './agent-mix.ts';
import { argValue, bearerTokensOf, startProduct, writeDocSection } from './common.ts';
import { cpuSnapshot, cpuUsed, waitForQuietMachine } from './cpu.ts';
import { stop } from './processes.ts';
import { type Fixtures, loadFixtures, ticketPayload } from './ticket-requests.ts';
import { prepareTicketBenchDatabase } from './ticket-scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const seconds = Number(argValue('seconds') ?? 15);
const connections = Number(argValue('connections') ?? 4);
const port = Number(argValue('port') ?? 3240);

const step = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** One request, ready to send: its path, method and body. */
type Request = { path: string; method: 'GET' | 'POST'; body?: string | FormData };

/** A kind of call the bench measures: who sends it and how a fresh one is made. */
type CallKind = { name: string; user: string; next: () => Request };

function agentMixCall(data: AgentMixData, name: string): () => Request {
  return () => {
    const call = agentRound(data, 3).find((candidate) => candidate.name === name);
    if (!call) throw new Error(`The agent mix has no call '${name}'`);
    return {
      path: call.path,
      method: call.method,
      body: call.body ? JSON.stringify(call.body) : undefined,
    };
  };
}

function createTicketCall(fixtures: Fixtures): () => Request {
  return () => {
    const form = new FormData();
    form.set('ticket', JSON.stringify(ticketPayload(fixtures, 3)));
    return { path: '/api/ticket/createTicket', method: 'POST', body: form };
  };
}

function callKinds(data: AgentMixData, fixtures: Fixtures): CallKind[] {
  const agent = 'agent@demo.local';
  const mix = [
    'phone look-up',
    'customer page',
    "customer's tickets",
    'my list',
    'ticket detail',
    'add a note',
  ].map((name) => ({ name, user: agent, next: agentMixCall(data, name) }));
  return [
    {
      name: 'session call',
      user: agent,
      next: () => ({ path: '/api/session/GetCurrentLoginInformation', method: 'POST', body: '{}' }),
    },
    ...mix,
    // Opening tickets for customers who already have one needs Ticket.MultipleCreate.
    {
      name: 'create a ticket (3 products)',
      user: 'lider@demo.local',
      next: createTicketCall(fixtures),
    },
  ];
}

type Measured = {
  name: string;
  answers: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
  serverMs: number;
  databaseMs: number;
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

async function send(baseUrl: string, authorization: string, request: Request) {
  const isJson = typeof request.body === 'string';
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { authorization, ...(isJson ? { 'content-type': 'application/json' } : {}) },
    body: request.body,
  });
  await response.arrayBuffer();
  return response.ok;
}

/** Runs one kind alone from `connections` loops for `forSeconds`; answers latencies and failures. */
async function load(baseUrl: string, authorization: string, kind: CallKind, forSeconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + forSeconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await send(baseUrl, authorization, kind.next()).catch(() => false);
      if (ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, failures };
}

async function measure(
  client: pg.Client,
  server: { baseUrl: string; pid: number },
  authorization: string,
  kind: CallKind,
): Promise<Measured> {
  await load(server.baseUrl, authorization, kind, 2);
  const before = await cpuSnapshot(client, server.pid);
  const { latencies, failures } = await load(server.baseUrl, authorization, kind, seconds);
  const used = cpuUsed(before, await cpuSnapshot(client, server.pid));
  const sorted = latencies.sort((a, b) => a - b);
  const answers = sorted.length;
  return {
    name: kind.name,
    answers,
    failures,
    perSecond: answers / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    serverMs: answers ? (used.server * 1000) / answers : 0,
    databaseMs: answers ? (used.database * 1000) / answers : 0,
  };
}

function report(rows: Measured[], ticketCount: number): string {
  const f1 = (value: number) => value.toFixed(1);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}: ${ticketCount.toLocaleString('en')} tickets; each call alone from ${connections} connections for ${seconds} s after a 2 s warm-up, each started on a quiet machine. CPU ms per answer: the server process and the PostgreSQL backends of the benchmark database, from /proc.`,
    '',
    '| call | answers/s | p50 ms | p99 ms | server CPU ms | PostgreSQL CPU ms | together | failed |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.perSecond)} | ${f1(row.p50)} | ${f1(row.p99)} | ${f1(row.serverMs)} | ${f1(row.databaseMs)} | ${f1(row.serverMs + row.databaseMs)} | ${row.failures} |`,
    ),
  ];
  return lines.join('\n');
}

step(`preparing ccms_bench_tickets with ${size.toLocaleString('en')} tickets`);
const { url } = await prepareTicketBenchDatabase(size);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-capacity-'));
const client = new pg.Client({ connectionString: url });
await client.connect();
step('starting the product');
const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
try {
  const pid = server.child.pid as number;
  const users = ['agent@demo.local', 'lider@demo.local'];
  const tokens = await bearerTokensOf(url, server, dataDir, users);
  const kinds = callKinds(await loadAgentMixData(url), await loadFixtures(client));
  const { rows: counted } = await client.query<{ count: string }>('select count(*) from tickets');
  const rows: Measured[] = [];
  for (const kind of kinds) {
    await waitForQuietMachine(60, step);
    const row = await measure(
      client,
      { baseUrl: server.baseUrl, pid },
      tokens.get(kind.user) ?? '',
      kind,
    );
    step(
      `${kind.name}: ${Math.round(row.perSecond)}/s, server ${row.serverMs.toFixed(1)} ms + PostgreSQL ${row.databaseMs.toFixed(1)} ms CPU per answer, ${row.failures} failed`,
    );
    rows.push(row);
  }
  const text = report(rows, Number(counted[0]?.count ?? 0));
  console.log(`\n${text}`);
  if (rows.some((row) => row.failures > 0 || row.answers === 0)) {
    throw new Error('Some requests failed: nothing written');
  }
  if (process.argv.includes('--write')) {
    writeDocSection('<!-- bench:capacity -->', text);
    step('docs/performance.md updated');
  }
} finally {
  await stop(server.child);
  await client.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
