// Listens with @hono/node-server and closes cleanly: stops accepting, ends idle keep-alive sockets, then returns.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { HttpApp } from './http-context.js';

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Stops accepting connections and resolves when the requests in flight have finished. */
  close(): Promise<void>;
  /** Cuts every open connection (after a grace period), so a pending close() resolves. */
  closeAllConnections(): void;
}

/** Starts listening (port 0 picks a free port); resolves once the socket is bound, rejects on e.g. EADDRINUSE. */
export function startHttpServer(http: HttpApp, options: { host: string; port: number }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: http.fetch, hostname: options.host, port: options.port }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeIdleConnections();
          }),
        closeAllConnections: () => server.closeAllConnections(),
      });
    });
  });
}
