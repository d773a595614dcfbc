#!/usr/bin/env node
/**
 * The `stigmeria` executable: runs the CLI on this process's arguments and streams.
 * @module
 */
import { writeSync } from 'node:fs';
import { run } from './cli.js';
import { EXIT } from './io.js';

// A reader that stops early (`stigmeria show … | head`) closes the pipe: that is not an error worth a trace, and
// the command ends with the code it has. Any other failure to write the output (a full disk, an I/O error, a
// closed descriptor) means the output is lost: one line says so on stderr, and the exit code is that of a file
// that cannot be written.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  try {
    writeSync(2, `stigmeria: cannot write the output (${error.code ?? error.message})\n`);
  } catch {
    // stderr cannot be written either: the exit code is all there is left to tell.
  }
  process.exit(EXIT.io);
});

// Nothing more can be told when stderr itself fails; the command goes on, and its exit code tells the rest.
process.stderr.on('error', () => undefined);

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
