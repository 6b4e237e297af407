import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { headers: IncomingHttpHeaders; body: Record<string, string> };

/**
 * An SMS provider's HTTP endpoint for tests: it records every POST (headers and JSON body) and
 * answers 200, or the status set for the next requests.
 */
export async function startSmsSink() {
  const received: ReceivedSms[] = [];
  let nextStatuses: number[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const status = nextStatuses.shift() ?? 200;
      if (status === 200) received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { ok: true } : { error: 'hata' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    to: (phone: string) => received.filter((sms) => sms.body.to === phone),
    failNext(...statuses: number[]) {
      nextStatuses = statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsSink = Awaited<ReturnType<typeof startSmsSink>>;
