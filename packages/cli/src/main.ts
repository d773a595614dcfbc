#!/usr/bin/env node
/**
 * The `stigmeria` executable: runs the CLI on this process's arguments and streams.
 * @module
 */
import { run } from './cli.js';

// A reader that stops early (`stigmeria show … | head`) closes the pipe: that is not an error worth a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
