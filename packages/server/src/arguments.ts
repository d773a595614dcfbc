/**
 * The command line of `stigmeria-server`, read into server options.
 * @module
 */
import { parseArgs } from 'node:util';
import type { ServerOptions } from './server.js';

export const USAGE = `Usage: stigmeria-server [--port N] [--host ADDRESS] [--redis URL] [--public-address HOST:PORT] [--reconnect SECONDS]

  --port N                     the port to listen on (2567; 0 takes a free one)
  --host ADDRESS               the address to listen on (127.0.0.1)
  --redis URL                  share rooms with other processes through Redis (redis://127.0.0.1:6379);
                               without it, presence and the game log stay in this process's memory
  --public-address HOST:PORT   where clients reach this process, with --redis (HOST:PORT it listens on)
  --reconnect SECONDS          how long a dropped player keeps its seat (30)
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
        redis: { type: 'string' },
        'public-address': { type: 'string' },
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
  const redis = parsed.redis;
  if (redis !== undefined && !/^rediss?:\/\//.test(redis)) return { error: `--redis takes a redis:// URL, not ${redis}` };
  const publicAddress = parsed['public-address'];
  if (publicAddress !== undefined && redis === undefined) return { error: '--public-address goes with --redis' };
  return {
    options: {
      port,
      host: parsed.host ?? '127.0.0.1',
      reconnectSeconds: reconnect,
      ...(redis === undefined ? {} : { redis }),
      ...(publicAddress === undefined ? {} : { publicAddress }),
    },
  };
}
