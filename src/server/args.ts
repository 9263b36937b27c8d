/** Command-line and environment options of `npm run serve` / `npm start` and `npm run signal`. */
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

export type SignalArgs = Omit<ServerArgs, 'root'>;

export const SIGNAL_USAGE = `Usage: npm run signal -- [--port N] [--host H]
  --port N   port to listen on (env PORT, default 4444, as y-webrtc's own server; 0 picks a free port)
  --host H   address to bind (env HOST, default 0.0.0.0 = every interface)`;

type Env = Readonly<Record<string, string | undefined>>;

/** Flags win over the environment, the environment over the defaults. Throws on bad input. */
export function parseServerArgs(argv: readonly string[], env: Env = process.env): ServerArgs {
  return parse(argv, env, '8080', true);
}

/** The same rules for the standalone signaling server, which has no app to serve. */
export function parseSignalArgs(argv: readonly string[], env: Env = process.env): SignalArgs {
  const { root: _root, ...args } = parse(argv, env, '4444', false);
  return args;
}

function parse(argv: readonly string[], env: Env, defaultPort: string, withRoot: boolean): ServerArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      ...(withRoot ? { root: { type: 'string' } } : {}),
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  // An empty variable (PORT= npm start) means "not set", not "port 0".
  const port = parsePort(values.port ?? nonEmpty(env['PORT']) ?? defaultPort);
  const host = values.host ?? nonEmpty(env['HOST']) ?? '0.0.0.0';
  if (host.trim() === '') throw new Error('Invalid host: it must not be empty');
  const root = typeof values.root === 'string' ? values.root : undefined;
  return { port, host, root, help: values.help === true };
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
