/**
 * Real processes for the tests: a Redis of the machine's (`redis-server`, Debian's package) on a free loopback
 * port with nothing written to disk, and `stigmeria-server` processes started from the built bin. Every wait is
 * bounded; every process started is stopped after.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const START_MS = 15_000;
// Found through the package, not this file's place, so that the load benchmark can bundle these helpers.
const BIN = join(dirname(createRequire(import.meta.url).resolve('@stigmeria/server/package.json')), 'bin', 'stigmeria-server.js');

/** A free TCP port on 127.0.0.1, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves with the first match of `pattern` in the process's standard output; fails if it exits or times out. */
function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what} did not start within ${START_MS} ms:\n${seen}`)), START_MS);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match !== null) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(match);
      }
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      reject(error);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`${what} exited with ${code}:\n${seen}`)));
  });
}

/** Stops a process and waits for it to be gone (a bounded wait). */
export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export interface RedisProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/** Starts `redis-server` on a free loopback port, saving nothing; fails with one line if it is not installed. */
export async function startRedis(): Promise<RedisProcess> {
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    throw new Error('redis-server is not installed: the server tests start their own (Debian: apt-get install redis-server)');
  }
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, child };
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
}

/**
 * Starts `stigmeria-server --redis URL` on a free port (without `redis`, one process with presence and log in
 * memory). Health checks of dead processes time out after 500 ms.
 */
export async function startServerProcess(redis: string | undefined, reconnectSeconds: number): Promise<ServerProcess> {
  const shared = redis === undefined ? [] : ['--redis', redis];
  const child = spawn(process.execPath, [BIN, '--port', '0', ...shared, '--reconnect', String(reconnectSeconds)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, COLYSEUS_PRESENCE_SHORT_TIMEOUT: '500' },
  });
  const match = await waitForLine(child, /listening on (ws:\/\/127\.0\.0\.1:(\d+))/, 'stigmeria-server');
  return { url: match[1]!, port: Number(match[2]), child };
}
