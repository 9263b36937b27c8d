/** `npm start` / `npm run serve`: serve dist/ and signaling, and print where to open them. */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseServerArgs, USAGE, type ServerArgs } from './args';
import { startServer } from './server';
import { signalingUrl } from './signaling';
import { readyLines } from './urls';
import { errorMessage, listenFailure } from './failures';

const DEFAULT_ROOT = resolve(import.meta.dirname, '../../dist');

async function main(): Promise<number> {
  let args: ServerArgs;
  try {
    args = parseServerArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${errorMessage(err)}\n${USAGE}`);
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


process.exitCode = await main();
