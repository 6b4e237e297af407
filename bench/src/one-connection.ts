// One person's latency: autocannon on one connection, the same request again and again.
import autocannon from 'autocannon';

export type Figures = { requestsPerSecond: number; p50: number; p99: number; failures: number };

/** POSTs `body()` to `path` for `seconds` on one connection. */
export async function loadOneConnection(options: {
  baseUrl: string;
  path: string;
  authorization: string;
  body: () => unknown;
  seconds: number;
}): Promise<Figures> {
  const result = await autocannon({
    url: options.baseUrl,
    connections: 1,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: options.path,
          headers: { authorization: options.authorization, 'content-type': 'application/json' },
          body: JSON.stringify(options.body()),
        }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}

/** One POST, failing loudly on anything but 200; answers the parsed body. */
export async function postJson(
  url: string,
  authorization: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
