/** The command line of `stigmeria-server`. */
import { describe, expect, it } from 'vitest';
import { readArguments } from '../src/arguments.js';

describe('stigmeria-server arguments', () => {
  it('listens on 127.0.0.1:2567 with memory presence unless told otherwise', () => {
    expect(readArguments([])).toEqual({ options: { port: 2567, host: '127.0.0.1', reconnectSeconds: 30 } });
  });

  it('takes Redis, a public address, a port and a reconnection time', () => {
    const read = readArguments(['--redis', 'redis://127.0.0.1:6390', '--public-address', 'games.example:443', '--port', '0', '--reconnect', '5']);
    expect(read).toEqual({
      options: { port: 0, host: '127.0.0.1', reconnectSeconds: 5, redis: 'redis://127.0.0.1:6390', publicAddress: 'games.example:443' },
    });
  });

  it('says what is wrong with a bad line', () => {
    expect(readArguments(['--port', 'x'])).toEqual({ error: '--port takes a port number, not x' });
    expect(readArguments(['--redis', 'localhost'])).toEqual({ error: '--redis takes a redis:// URL, not localhost' });
    expect(readArguments(['--public-address', 'a:1'])).toEqual({ error: '--public-address goes with --redis' });
    expect(readArguments(['--colour'])).toHaveProperty('error');
  });
});
