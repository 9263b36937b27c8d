/** `npm run relay`: the broadcast relay (Hocuspocus), alone or with Redis beside other relays. */
import { parseArgs } from 'node:util';
import { createRelayServer } from './relay';
import { errorMessage, listenFailure } from './failures';

export const RELAY_USAGE = `Usage: npm run relay -- [--port N] [--host H] [--redis redis://127.0.0.1:6379] [--name NAME]
  --port N      port to listen on (env PORT, default 4455; 0 picks a free port)
  --host H      address to bind (env HOST, default 127.0.0.1; 0.0.0.0 = every interface)
  --redis URL   share rooms with other relay processes through this Redis (default: none, one process)
  --name NAME   this process's name in logs and in Redis (default: random)`;

async function main(): Promise<number> {
  let values: { port?: string; host?: string; redis?: string; name?: string; help?: boolean };
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { port: { type: 'string' }, host: { type: 'string' }, redis: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    console.error(`${errorMessage(err)}\n${RELAY_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(RELAY_USAGE);
    return 0;
  }
  const portText = values.port ?? (process.env['PORT'] || '4455');
  const port = /^\d{1,5}$/.test(portText) && Number(portText) <= 65535 ? Number(portText) : NaN;
  if (Number.isNaN(port)) {
    console.error(`Invalid port "${portText}"\n${RELAY_USAGE}`);
    return 2;
  }
  const host = values.host ?? (process.env['HOST'] || '127.0.0.1');
  try {
    const relay = await createRelayServer({ port, host, redis: values.redis, name: values.name, log: (line) => console.warn(line) });
    console.log(`Relay is ready at ws://${host.includes(':') ? `[${host}]` : host}:${relay.port}${values.redis ? ` (Redis ${values.redis})` : ''}`);
    const stop = (): void => void relay.close().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return 0;
  } catch (err) {
    console.error(listenFailure(err, { port, host }, 'the relay'));
    return 1;
  }
}

process.exitCode = await main();
