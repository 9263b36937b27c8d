/** `npm run signal`: the signaling server alone, for people who host it apart from the app. */
import { parseSignalArgs, SIGNAL_USAGE, type SignalArgs } from './args';
import { createSignalingServer, signalingUrl } from './signaling';

async function main(): Promise<number> {
  let args: SignalArgs;
  try {
    args = parseSignalArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${message(err)}\n${SIGNAL_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(SIGNAL_USAGE);
    return 0;
  }
  try {
    const running = await createSignalingServer({
      port: args.port,
      host: args.host,
      log: (line) => console.warn(line),
    });
    console.log(`Signaling server is ready at ${signalingUrl(running.port, args.host)}`);
    const stop = (): void => void running.close().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return 0;
  } catch (err) {
    console.error(listenFailure(err, args));
    return 1;
  }
}

function listenFailure(err: unknown, { port, host }: SignalArgs): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is already in use: choose another with --port N.`;
  if (code === 'EACCES') return `No permission to listen on port ${port}: use a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on host ${host}: it is not an address of this machine.`;
  }
  return `Cannot start the signaling server: ${message(err)}`;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

process.exitCode = await main();
