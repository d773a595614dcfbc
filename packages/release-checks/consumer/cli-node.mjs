// The cli's library entry under plain Node ESM: importing it must not run the command (that is dist/main.js, the
// bin), and `run` works with streams of the caller's own, as its README shows.
import { readFileSync } from 'node:fs';

const cli = await import('@stigmeria/cli');
const ranOnImport = process.exitCode !== undefined;
let out = '';
let err = '';
const io = {
  stdin: process.stdin,
  stdout: { write: (text) => (out += text) },
  stderr: { write: (text) => (err += text) },
  env: {},
};
const [file] = process.argv.slice(2);
const code = await cli.run(['verify', file, '--json'], io);
console.log(
  JSON.stringify({
    exports: Object.keys(cli).sort(),
    ranOnImport,
    exitOk: cli.EXIT.ok,
    code,
    verified: JSON.parse(out),
    stderr: err,
    steps: JSON.parse(readFileSync(file, 'utf8')).steps.length,
  }),
);
