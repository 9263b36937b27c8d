/** Command-line and environment options of `npm run serve` / `npm start`. */
import { parseArgs } from 'node:util';

export interface ServerArgs {
  port: number;
  host: string;
  /** Folder holding the built app; undefined means the repository's dist/. */
  root: string | undefined;
  help: boolean;
}

export const USAGE = `Usage: npm run serve -- [--port N] [--host H] [--root DIR]
  --port N   port to listen on (env PORT, default 8080; 0 picks a free port)
  --host H   address to bind (env HOST, default 0.0.0.0 = every interface)
  --root DIR built app to serve (default dist/)`;

/** Flags win over the environment, the environment over the defaults. Throws on bad input. */
export function parseServerArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  // An empty variable (PORT= npm start) means "not set", not "port 0".
  const port = parsePort(values.port ?? nonEmpty(env['PORT']) ?? '8080');
  const host = values.host ?? nonEmpty(env['HOST']) ?? '0.0.0.0';
  if (host.trim() === '') throw new Error('Invalid host: it must not be empty');
  return { port, host, root: values.root, help: values.help ?? false };
}

function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new Error(`Invalid port "${text}": expected a number from 0 to 65535`);
  }
  return port;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
