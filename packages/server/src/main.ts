/**
 * The `stigmeria-server` command: starts a server and keeps it running until SIGINT or SIGTERM.
 * @module
 */
import { parseArgs } from 'node:util';
import { startServer, type ServerOptions } from './server.js';

const USAGE = `Usage: stigmeria-server [--port N] [--host ADDRESS] [--reconnect SECONDS]

  --port N             the port to listen on (2567; 0 takes a free one)
  --host ADDRESS       the address to listen on (127.0.0.1)
  --reconnect SECONDS  how long a dropped player keeps its seat (30)
`;

/** The options the command line asks for, or a line saying what is wrong with it. */
export function readArguments(args: readonly string[]): { readonly options: ServerOptions } | { readonly error: string } | { readonly help: true } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        reconnect: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (parsed.help === true) return { help: true };
  const port = parsed.port === undefined ? 2567 : Number(parsed.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return { error: `--port takes a port number, not ${parsed.port}` };
  const reconnect = parsed.reconnect === undefined ? 30 : Number(parsed.reconnect);
  if (!Number.isFinite(reconnect) || reconnect < 0) return { error: `--reconnect takes seconds, not ${parsed.reconnect}` };
  return { options: { port, host: parsed.host ?? '127.0.0.1', reconnectSeconds: reconnect } };
}

async function main(): Promise<void> {
  const read = readArguments(process.argv.slice(2));
  if ('help' in read) {
    process.stdout.write(USAGE);
    return;
  }
  if ('error' in read) {
    process.stderr.write(`stigmeria-server: ${read.error}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const server = await startServer(read.options);
  process.stdout.write(`stigmeria-server listening on ${server.url}\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
