/** `npm start` / `npm run serve`: serve dist/ and signaling, and print where to open them. */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseServerArgs, USAGE, type ServerArgs } from './args';
import { startServer } from './server';
import { signalingUrl } from './signaling';
import { readyLines } from './urls';

const DEFAULT_ROOT = resolve(import.meta.dirname, '../../dist');

async function main(): Promise<number> {
  let args: ServerArgs;
  try {
    args = parseServerArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${message(err)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const root = resolve(args.root ?? DEFAULT_ROOT);
  if (!existsSync(join(root, 'index.html'))) {
    const near = relative(process.cwd(), root);
    const shown = near === '' ? '.' : near.startsWith('..') ? root : near;
    console.error(`No built app in ${shown}/: run \`npm run build\` first (npm start builds too).`);
    return 1;
  }
  try {
    const signaling = { log: (line: string) => console.warn(line) };
    const running = await startServer({ port: args.port, host: args.host, root, signaling });
    for (const line of readyLines(running.port, args.host)) console.log(line);
    console.log(`Signaling: ${signalingUrl(running.port, args.host)}`);
    const stop = (): void => void running.close().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return 0;
  } catch (err) {
    console.error(listenFailure(err, args));
    return 1;
  }
}

function listenFailure(err: unknown, { port, host }: ServerArgs): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is already in use: choose another with --port N.`;
  if (code === 'EACCES') return `No permission to listen on port ${port}: use a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on host ${host}: it is not an address of this machine.`;
  }
  return `Cannot start the server: ${message(err)}`;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

process.exitCode = await main();
