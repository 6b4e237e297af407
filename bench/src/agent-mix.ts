// The calls an agent makes while taking calls, in the proportions of a working session: an
// incoming call's phone look-up, the customer's page and tickets, the agent's own list, a
// ticket's detail and now and then a note. Used by the benches that put a fleet under load.
import pg from 'pg';

/** What the agents work on: demo customers (with their phones) and tickets they can see. */
export type AgentMixData = {
  customers: { id: string; phoneNumber: string }[];
  ticketIds: string[];
};

/** Samples `size` customers with a phone and `size` open tickets from the database. */
export async function loadAgentMixData(databaseUrl: string, size = 200): Promise<AgentMixData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const customers = await client.query<{ id: string; phone_number: string }>(
      'select id, phone_number from customers where phone_number is not null order by random() limit $1',
      [size],
    );
    const tickets = await client.query<{ id: string }>(
      'select id from tickets where status <> 3 and not is_deleted order by random() limit $1',
      [size],
    );
    return {
      customers: customers.rows.map((row) => ({ id: row.id, phoneNumber: row.phone_number })),
      ticketIds: tickets.rows.map((row) => row.id),
    };
  } finally {
    await client.end();
  }
}

type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };

const page = { filters: [], sortings: [], paging: { pageNumber: 1, maxItemCountPerPage: 20 } };
const pick = <T>(rows: T[]): T => rows[Math.floor(Math.random() * rows.length)] as T;

/**
 * One round of an agent's work: a call comes in (look-up by the phone with the exchange's
 * leading 9), the customer's page and tickets, the agent's list, a ticket's detail, and a note
 * on every fourth round.
 */
export function agentRound(data: AgentMixData, round: number): Call[] {
  const customer = pick(data.customers);
  const ticketId = pick(data.ticketIds);
  const calls: Call[] = [
    {
      name: 'phone look-up',
      method: 'GET',
      path: `/api/customers/phoneNumber/9${customer.phoneNumber}`,
    },
    { name: 'customer page', method: 'GET', path: `/api/customers/id/${customer.id}` },
    {
      name: "customer's tickets",
      method: 'POST',
      path: '/api/customers/tickets',
      body: { customerId: customer.id, formatter: page },
    },
    {
      name: 'my list',
      method: 'POST',
      path: '/api/ticket/gettickets',
      body: { assignFilter: 1, formatter: page },
    },
    {
      name: 'ticket detail',
      method: 'POST',
      path: '/api/ticket/GetTicket',
      body: { id: ticketId },
    },
  ];
  if (round % 4 === 3) {
    calls.push({
      name: 'add a note',
      method: 'POST',
      path: '/api/ticket/createTicketNote',
      body: { ticketId, description: `Yük testi notu ${round}` },
    });
  }
  return calls;
}

/** One request as the load saw it. */
export type Sample = {
  call: string;
  /** When it started and how long it took, in `performance.now()` milliseconds. */
  startedAt: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset). */
  status: number;
  error?: string;
};

/**
 * Runs `agents` agents against `baseUrl` until `stop()` is called, each going through its rounds
 * back to back; answers every request's sample.
 */
export function runAgents(options: {
  baseUrl: string;
  authorization: string;
  agents: number;
  data: AgentMixData;
}) {
  const samples: Sample[] = [];
  let isStopped = false;
  async function agent() {
    for (let round = 0; !isStopped; round++) {
      for (const call of agentRound(options.data, round)) {
        if (isStopped) return;
        const startedAt = performance.now();
        try {
          const response = await fetch(`${options.baseUrl}${call.path}`, {
            method: call.method,
            headers: {
              authorization: options.authorization,
              ...(call.body ? { 'content-type': 'application/json' } : {}),
            },
            body: call.body ? JSON.stringify(call.body) : undefined,
          });
          const text = await response.text();
          samples.push({
            call: call.name,
            startedAt,
            ms: performance.now() - startedAt,
            status: response.status,
            ...(response.ok ? {} : { error: text.slice(0, 200) }),
          });
        } catch (error) {
          samples.push({
            call: call.name,
            startedAt,
            ms: performance.now() - startedAt,
            status: 0,
            error: String((error as { cause?: unknown }).cause ?? error),
          });
        }
      }
    }
  }
  const running = Promise.all(Array.from({ length: options.agents }, () => agent()));
  return {
    samples,
    async stop() {
      isStopped = true;
      await running;
    },
  };
}
