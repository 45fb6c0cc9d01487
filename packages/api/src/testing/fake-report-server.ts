/** A local HTTP server on 127.0.0.1 answering like Meta or the clinic's webhook (tests only; never the internet). */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeReportServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `127.0.0.1:{port}`, for the allowlist. */
  host: string;
  requests: FakeRequest[];
  /** Replaces the answer for the next requests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeReportServer(): Promise<FakeReportServer> {
  let handler: FakeHandler = (_req, res) => sendJson(res, 404, { error: { message: 'no handler' } });
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fake: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(fake);
      Promise.resolve(handler(fake, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
