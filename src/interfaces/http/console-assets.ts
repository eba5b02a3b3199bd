// The web console's built files (dist/console, made by `npm run build`), read once into memory, with their content
// types and the security headers every console page carries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export interface ConsoleAsset {
  body: Uint8Array;
  type: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Scripts, styles and API calls from this origin only; no framing, no inline code, no plug-ins. */
export const CONSOLE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** Every file under `dir` by its path relative to it ('index.html', 'assets/index-abc.js'); empty when not built. */
export function loadConsoleAssets(dir: string): Map<string, ConsoleAsset> {
  const assets = new Map<string, ConsoleAsset>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else assets.set(relative(dir, full).split(sep).join('/'), { body: new Uint8Array(readFileSync(full)), type: CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream' });
    }
  };
  try {
    walk(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return assets;
}
