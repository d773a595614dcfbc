/**
 * What the CLI prints from hostile documents and arguments: no control character reaches the terminal, no text
 * quoted from input is printed longer than its bound, and the documents it reads are bounded in size and may
 * start with a byte order mark. Every command is run as a user would run it, as a child process.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, cli, noStack, pool, scratch, type Ran } from './run-cli.js';

const { tmp, file } = scratch();
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A text that moves the cursor up and erases the line (CSI), writes the clipboard (OSC 52 ended by BEL), clears
 * the screen by the C1 CSI, holds a C1 next line, a right-to-left override, a bidi isolate and DEL, and starts a
 * new line that would pass for the CLI's own: all that in 38 characters, within a player name's 40.
 */
const EVIL = '\u001b[1A\u001b[2K\u001b]52;c;ZXZpbA==\u0007\u009b2J\u0085\u202e\u2066\u007f\nforged';

/** What must not be printed raw: every control character but the newline that ends the CLI's own lines. */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

/** What is wrong with a run's output: a raw control character or a forged line, on either stream, or a stack. */
function leaks(r: Ran): string[] {
  const found: string[] = [];
  for (const [stream, text] of [['stdout', r.stdout], ['stderr', r.stderr]] as const) {
    const raw = RAW.exec(text)?.[0];
    if (raw !== undefined) found.push(`U+${raw.charCodeAt(0).toString(16).padStart(4, '0')} on ${stream}`);
    // The newline in EVIL is shown as `\n`, so no line of the output is the forged one.
    if (text.split('\n').some((line) => line.startsWith('forged'))) found.push(`a forged line on ${stream}`);
    if (/\n\s+at /.test(text)) found.push(`a stack trace on ${stream}`);
  }
  return found;
}

const catalogue = (name: string): { setup: { players: object[]; schema: { name: { en: string } } }; steps: { note?: object }[]; metadata: { title: { en: string } } } =>
  JSON.parse(readFileSync(join(CATALOGUE, name), 'utf8')) as ReturnType<typeof catalogue>;

// A solo replay whose player, schema name, title and first caption are EVIL, in a file whose name holds it too.
const solo = catalogue('maronne-hearth-stone.replay.json');
solo.setup.players = [{ name: EVIL }];
solo.setup.schema.name.en = EVIL;
solo.metadata.title.en = EVIL;
solo.steps[0]!.note = { en: EVIL, fr: EVIL };
const SOLO = file(`${EVIL}.replay.json`, solo);

// Two players named EVIL: show names the player of each command.
const duo = catalogue('competitive-twin-lanterns.replay.json');
duo.setup.players = [{ name: EVIL }, { name: EVIL }];
const DUO = file('duo.replay.json', duo);

const SCHEMA = file(`${EVIL}.schema.json`, {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'one-target',
  name: { en: EVIL, fr: EVIL },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [{ cell: 'A4', color: 'blue' }],
});

// The JSON parser quotes the text around its error: here, the escapes themselves.
const NOT_JSON = file('not-json.json', `\u001b]52;c;ZXZpbA==\u0007\u009b2J ${EVIL}`);
const ODD_FORMAT = file('odd-format.json', { format: EVIL });
const INVALID = file('invalid.json', { ...solo, formatVersion: EVIL });

describe('control characters from documents and arguments are printed visible', () => {
  const cases: readonly (readonly [string[], string?])[] = [
    [['validate', SOLO, SCHEMA, NOT_JSON, ODD_FORMAT, INVALID, join(tmp, `${EVIL}.absent.json`)]],
    [['validate', SOLO, SCHEMA, NOT_JSON, ODD_FORMAT, INVALID, join(tmp, `${EVIL}.absent.json`), '--json']],
    [['verify', SOLO, DUO, INVALID]],
    [['verify', SOLO, DUO, INVALID, '--json']],
    [['show', SOLO, '--step', '1']],
    [['show', SOLO, '--step', '1', '--json']],
    [['show', DUO, '--step', '3']],
    [['show', NOT_JSON]],
    [['show', SOLO, '--step', EVIL]],
    [['play', '--schema', SCHEMA, '--seed', EVIL], `{"type":"draw","player":0,${JSON.stringify(EVIL)}:1}\n{${EVIL}\n${EVIL}\nquit\n`],
    [['play', '--schema', SCHEMA, '--seed', EVIL, '--json'], `{"type":"draw","player":0,${JSON.stringify(EVIL)}:1}\n{${EVIL}\nquit\n`],
    [['play', '--schema', SCHEMA, '--mode', EVIL]],
    [['play', '--schema', SCHEMA, '--players', EVIL, '--json']],
    [['play', '--schema', INVALID]],
    [['solve', SCHEMA, '--seed', EVIL, '--nodes', '2000']],
    [['solve', SCHEMA, '--seed', EVIL, '--nodes', '2000', '--json']],
    [['solve', SCHEMA, '--nodes', EVIL]],
    [['solve', SCHEMA, '--mode', EVIL]],
    [['check', SCHEMA, '--seeds', '1', '--nodes', '2000']],
    [['check', SCHEMA, '--first-seed', EVIL]],
    [['hint', SOLO, '--step', '1', '--nodes', '200']],
    [['hint', SOLO, '--step', '1', '--nodes', '200', '--json']],
    [['hint', SCHEMA, '--seed', EVIL, '--nodes', '200']],
    [['hint', SOLO, '--player', EVIL]],
    [['hint', NOT_JSON, '--json']],
    [[EVIL]],
    [['validate', `--${EVIL}`, SOLO]],
    [[EVIL, '--json']],
  ];

  it('in every command, as text and with --json, in output and in errors', async () => {
    const results = await pool(cases, async ([args, input]) => [args, await cli(args, input ?? '')] as const);
    const found = results.flatMap(([args, r]) => leaks(r).map((leak) => `${args.map((a) => JSON.stringify(a)).join(' ')}: ${leak}`));
    expect(found).toEqual([]);
    // 28 processes of the CLI: a machine busy with other suites starts them slowly.
  }, 120_000);

  it('shows them as escapes, and --json keeps the text itself for a JSON reader', async () => {
    const [text, json] = await Promise.all([cli(['show', SOLO, '--step', '1']), cli(['show', SOLO, '--step', '1', '--json'])]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('\\u001b[1A\\u001b[2K\\u001b]52;c;ZXZpbA==\\u0007\\u009b2J\\u0085\\u202e\\u2066\\u007f\\nforged');
    expect(json.stdout).toContain('\\u009b2J\\u0085\\u202e\\u2066\\u007f');
    const shown = JSON.parse(json.stdout) as { note: { en: string }; state: { players: { name: string }[] } };
    expect(shown.note.en).toBe(EVIL);
    expect(shown.state.players[0]!.name).toBe(EVIL);
  });
});

describe('text quoted from input is cut to 200 characters and an ellipsis', () => {
  const long = 'k'.repeat(1_000_000);
  const longKey = structuredClone(solo) as unknown as { steps: { command: Record<string, unknown> }[] };
  longKey.steps[0]!.command[long] = 1;
  const LONG_KEY = file('long-key.replay.json', longKey);

  it('in the issues of a document, as text and as JSON', async () => {
    const [text, json] = await Promise.all([cli(['validate', LONG_KEY]), cli(['validate', LONG_KEY, '--json'])]);
    expect(text.code).toBe(1);
    expect(text.stderr.length).toBeLessThan(2_000);
    expect(text.stderr).toContain(`/steps/0/command/${'k'.repeat(200 - '/steps/0/command/'.length)}…`);
    const report = JSON.parse(json.stdout) as { message: string; issues: { path: string; message: string }[] };
    expect(json.stdout.length).toBeLessThan(2_000);
    expect(report.issues.length).toBeGreaterThan(0);
    for (const issue of report.issues) {
      expect(issue.path.length).toBeLessThanOrEqual(201);
      expect(issue.message.length).toBeLessThanOrEqual(201);
    }
    expect(report.issues[0]!.path).toMatch(/^\/steps\/0\/command\/k+…$/);
  });

  it('in the errors of play, for a command line with a million-character key', async () => {
    const line = `{"type":"draw","player":0,"${long}":1}`;
    const [text, json] = await Promise.all([
      cli(['play', '--schema', SCHEMA, '--seed', '1'], `${line}\nquit\n`),
      cli(['play', '--schema', SCHEMA, '--seed', '1', '--json'], `${line}\nquit\n`),
    ]);
    const refusal = text.stdout.split('\n').find((l) => l.startsWith('not a command'));
    expect(refusal).toMatch(/^not a command: \/k{199}… /);
    expect(refusal!.length).toBeLessThan(500);
    const error = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; message?: string })
      .find((l) => l.type === 'error');
    expect(error?.message?.length).toBeLessThan(500);
    expect(json.stdout.length).toBeLessThan(50_000);
  });

  it('in usage errors that quote an argument', async () => {
    const arg = 'x'.repeat(100_000);
    const results = await pool([['show', SOLO, '--step', arg], ['solve', SCHEMA, '--nodes', arg], [arg], ['validate', `--${arg}`]], (args) => cli(args));
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(r.stderr.length).toBeLessThan(1_000);
      expect(r.stderr).toContain('x…');
    }
  });
});

describe('documents are read up to 16 MiB, and may start with a byte order mark', () => {
  const text = readFileSync(join(CATALOGUE, 'maronne-hearth-stone.replay.json'), 'utf8');

  /** The catalogue replay followed by spaces up to `bytes` bytes: valid JSON of that size. */
  function padded(name: string, bytes: number): string {
    return file(name, text + ' '.repeat(bytes - Buffer.byteLength(text)));
  }

  it('refuses a larger file in one line, exit 1, and reads one of 16 MiB', async () => {
    const over = padded('over.replay.json', 16 * 1024 * 1024 + 1);
    const at = padded('at.replay.json', 16 * 1024 * 1024);
    const [refused, refusedJson, accepted] = await Promise.all([cli(['validate', over]), cli(['verify', over, '--json']), cli(['validate', at])]);
    rmSync(over);
    rmSync(at);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')[0]).toBe(`stigmeria: ${over} is larger than 16 MiB: refused unread`);
    noStack(refused);
    expect(refusedJson.code).toBe(1);
    expect(JSON.parse(refusedJson.stdout)).toMatchObject({ ok: false, code: 'invalid', exitCode: 1, file: over, issues: [{ code: 'document/too-large' }] });
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toBe(`${at}: a valid replay\n`);
  });

  it('stops reading what has no size at the bound: a device that never ends', async () => {
    const r = await cli(['validate', '/dev/zero', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ code: 'invalid', issues: [{ code: 'document/too-large' }] });
  });

  it('reads a replay and a schema that start with a byte order mark', async () => {
    const replay = file('bom.replay.json', `\uFEFF${text}`);
    const schema = file('bom.schema.json', `\uFEFF${readFileSync(SCHEMA, 'utf8')}`);
    const results = await pool(
      [
        ['validate', replay, schema],
        ['verify', replay],
        ['show', replay, '--step', '1'],
        ['hint', replay, '--step', '1', '--nodes', '200'],
        ['play', '--schema', schema, '--seed', '1'],
        ['solve', schema, '--nodes', '2000'],
      ],
      async (args) => [args, await cli(args, 'quit\n')] as const,
    );
    for (const [args, r] of results) {
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(r.stderr, args.join(' ')).toBe('');
    }
    expect(results[0]![1].stdout).toBe(`${replay}: a valid replay\n${schema}: a valid target schema\n`);
  });
});
