import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeResponse {
  status: number;
  json?: unknown;
  text?: string;
  /** Extra headers, e.g. `location` for the redirects of a provider's browser-facing pages. */
  headers?: Record<string, string>;
}

/**
 * A real HTTP server on a free loopback port that answers with `handle` and keeps every request,
 * for standing in for a third-party API (Stripe, Facebook, Twitter) in tests.
 */
export async function startFakeServer(handle: (request: FakeRequest) => FakeResponse) {
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: FakeResponse;
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, json: { error: { message: String(error) } } };
      }
      if (answer.json !== undefined) {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status, {
          'content-type': 'application/x-www-form-urlencoded',
          ...answer.headers,
        });
        res.end(answer.text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
