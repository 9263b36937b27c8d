/** `npm run signal`: the signaling server alone, for people who host it apart from the app. */
import { parseSignalArgs, SIGNAL_USAGE, type SignalArgs } from './args';
import { createSignalingServer, signalingUrl } from './signaling';
import { errorMessage, listenFailure } from './failures';

async function main(): Promise<number> {
  let args: SignalArgs;
  try {
    args = parseSignalArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${errorMessage(err)}\n${SIGNAL_USAGE}`);
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
    console.error(listenFailure(err, args, 'the signaling server'));
    return 1;
  }
}


process.exitCode = await main();
