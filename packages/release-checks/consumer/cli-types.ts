// The cli's library entry, type-checked against its installed declarations. Its `Io` names Node's stream types,
// so this project has Node's types, as any Node program that passes `process.stdin` to `run` does.
import { EXIT, run, type Io } from '@stigmeria/cli';

const io: Io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
const code: number = await run(['validate', 'schema.json', '--json'], io);
if (code === EXIT.invalid) process.exitCode = code;
