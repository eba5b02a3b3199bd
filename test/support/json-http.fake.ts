// What every partner-system fake shares: a JSON HTTP server on 127.0.0.1 with scripted faults (status codes, stalls).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  json?: unknown;
}

/** A fault for the next matching requests: answer with a status, or stall (the handler still runs, as a slow server would). */
export type Fault = { kind: 'status'; status: number } | { kind: 'stall'; ms: number } | { kind: 'drop' };

export class JsonHttpFake {
  private server: Server | null = null;
  private readonly faults: Fault[] = [];
  private down = false;
  readonly requests: FakeRequest[] = [];

  constructor(private readonly handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('fake server not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `count` requests meet `fault`. */
  failNext(count: number, fault: Fault): void {
    for (let i = 0; i < count; i += 1) this.faults.push(fault);
  }

  /** While down, every request gets 503 and nothing is handled. */
  setDown(down: boolean): void {
    this.down = down;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    this.requests.push(request);
    const fault = this.faults.shift();
    if (this.down || fault?.kind === 'status') return send(res, { status: fault?.kind === 'status' ? fault.status : 503, json: { error: { message: 'service unavailable' } } });
    if (fault?.kind === 'drop') {
      res.socket?.destroy();
      return;
    }
    let reply: FakeReply;
    try {
      reply = await this.handle(request);
    } catch (error) {
      reply = { status: 500, json: { error: { message: error instanceof Error ? error.message : String(error) } } };
    }
    if (fault?.kind === 'stall') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (!res.destroyed) send(res, reply);
  }
}

function send(res: ServerResponse, reply: FakeReply): void {
  const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
  res.writeHead(reply.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
