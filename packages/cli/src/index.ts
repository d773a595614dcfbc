/**
 * `@stigmeria/cli`: the `stigmeria` command, also callable from a program with its own streams.
 * @packageDocumentation
 */
export { run } from './cli.js';
export { EXIT, type Io } from './io.js';
