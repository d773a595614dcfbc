/**
 * The `stigmeria-server` command: starts a server and keeps it running until SIGINT or SIGTERM.
 * @module
 */
import { USAGE, readArguments } from './arguments.js';
import { startServer } from './server.js';

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
  const shared = read.options.redis === undefined ? 'presence and log in memory' : 'presence, matchmaking and log in Redis';
  process.stdout.write(`stigmeria-server listening on ${server.url} (${shared})\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
