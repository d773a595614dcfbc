/**
 * The built CLI (dist/main.js) run as a child process, as a user or a script would run it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGame, legalActions, parseReplay, replayStates, type Colour, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { run } from '../dist/index.js';
import { CATALOGUE, cli, noStack, pool, scratch, type Ran } from './run-cli.js';

const here = dirname(fileURLToPath(import.meta.url));
const REPLAYS = readdirSync(CATALOGUE).filter((f) => f.endsWith('.replay.json')).sort();
/** The catalogue's target schemas, one document per schema beside its replay, in catalogue order. */
const SCHEMA_IDS = (JSON.parse(readFileSync(join(CATALOGUE, 'index.json'), 'utf8')) as { schemas: string[] }).schemas;
const { tmp, file } = scratch();

function schemaOf(targets: TargetSchema['targets']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'one-target', name: { en: 'One target' }, flower: 'vertighaineuse', stars: 1, targets };
}

/** The colour dealt into seat 0's recruit zone with this seed (the deal does not depend on the targets). */
function dealt(seed: string): Colour {
  const created = createGame({ schema: schemaOf([{ cell: 'A1', color: 'blue' }]), mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  const recruit = created.value.players[0]!.recruit;
  return (Object.keys(recruit) as Colour[]).find((c) => recruit[c] > 0)!;
}

describe('the command in this repository', () => {
  const root = join(here, '..', '..', '..');
  const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as { bin: Record<string, string> };

  // npm links a package's bin when the repository is installed, which comes before the first build: a bin under
  // dist/ would not exist yet, and `npx stigmeria` would find nothing after the README's set-up.
  it('is linked from a file that exists before any build', () => {
    expect(pkg.bin['stigmeria']).toBe('./bin/stigmeria.js');
    expect(readFileSync(join(here, '..', pkg.bin['stigmeria']!), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('runs as node_modules/.bin/stigmeria from the root', async () => {
    const ran = await new Promise<Ran>((resolve) => {
      execFile(join(root, 'node_modules', '.bin', 'stigmeria'), ['--help'], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr }),
      );
    });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Usage: stigmeria <command>');
  });
});

describe('golden replays', () => {
  it('every catalogue replay validates and verifies', async () => {
    const paths = REPLAYS.map((name) => join(CATALOGUE, name));
    const [validated, verified] = await Promise.all([cli(['validate', ...paths]), cli(['verify', ...paths, '--json'])]);
    expect(validated.code, validated.stderr).toBe(0);
    expect(validated.stdout.trim().split('\n').filter((l) => l.endsWith(': a valid replay'))).toHaveLength(REPLAYS.length);
    expect(verified.code, verified.stdout).toBe(0);
    const reports = verified.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean; file: string; outcome: { winners: number[] } | null });
    expect(reports.map((r) => r.file)).toEqual(paths);
    for (const report of reports) {
      expect(report.ok).toBe(true);
      expect(report.outcome?.winners.length, report.file).toBeGreaterThan(0);
    }
  });

  it('every catalogue schema document validates as it ships, and each has its replay', async () => {
    const paths = SCHEMA_IDS.map((id) => join(CATALOGUE, `${id}.json`));
    const validated = await cli(['validate', ...paths, '--json']);
    expect(validated.code, validated.stdout).toBe(0);
    const reports = validated.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean; file: string; format: string });
    expect(reports).toEqual(paths.map((file) => ({ ok: true, file, format: 'stigmeria/target-schema' })));
    expect(SCHEMA_IDS.map((id) => `${id}.replay.json`).sort()).toEqual(REPLAYS);
  });

  it('reports each file on its own and exits with the worst code', async () => {
    const r = await cli(['verify', join(CATALOGUE, REPLAYS[0]!), join(tmp, 'absent.json')]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('steps verified');
    expect(r.stderr).toContain('cannot read');
  });

  it('show draws boards in plain letters when stdout is not a terminal, with turn, wind and recruit zones', async () => {
    const r = await cli(['show', join(CATALOGUE, 'vertighaineuse-morning-ladder.replay.json'), '--step', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('\u001b[');
    expect(r.stdout).toMatch(/^Step 2 of \d+: /);
    expect(r.stdout).toMatch(/turn \d+\/10 · wind after this turn: south/);
    expect(r.stdout).toContain('recruit zone:');
    expect(r.stdout).toMatch(/^ A {2}/m);
  });

  it('show says in words what a player still has to decide', async () => {
    // Moonlit Choir's first step is a Half Note: two blacks wait for the player to pick where the white stays.
    const r = await cli(['show', join(CATALOGUE, 'sifflochamp-moonlit-choir.replay.json'), '--step', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('to decide: where Half Note leaves its white');
  });

  it('show draws the StigmaReine and its recruit zone in competitive games', async () => {
    const r = await cli(['show', join(CATALOGUE, 'competitive-twin-lanterns.replay.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('StigmaReine · recruit zone:');
    expect(r.stdout).toContain('Game over:');
  });

  it('show --json gives the state at a step', async () => {
    const r = await cli(['show', join(CATALOGUE, 'maronne-hearth-stone.replay.json'), '--step', '0', '--json']);
    const shown = JSON.parse(r.stdout) as { step: number; state: { turn: number; players: { board: unknown[] }[] } };
    expect(shown.step).toBe(0);
    expect(shown.state.turn).toBe(1);
    expect(shown.state.players[0]!.board).toEqual([]);
  });

  it('colours only at a terminal, and not when NO_COLOR is set', async () => {
    const replay = join(CATALOGUE, 'maronne-hearth-stone.replay.json');
    const capture = async (env: Record<string, string | undefined>): Promise<string> => {
      let text = '';
      const stdout = { isTTY: true, write: (s: string) => (text += s) };
      const code = await run(['show', replay], { stdin: process.stdin, stdout, stderr: stdout, env });
      expect(code).toBe(0);
      return text;
    };
    expect(await capture({})).toContain('\u001b[');
    expect(await capture({ NO_COLOR: '1' })).not.toContain('\u001b[');
  });
});

describe('broken documents and usage errors', () => {
  const golden = JSON.parse(readFileSync(join(CATALOGUE, 'maronne-hearth-stone.replay.json'), 'utf8')) as {
    steps: { command: unknown; events: { type: string; color?: string }[] }[];
  };

  it('says where a document is wrong, by JSON path, with exit code 1', async () => {
    const schema = file('bad-schema.json', { format: 'stigmeria/target-schema', formatVersion: 1, id: 'x', name: { en: 'X' }, flower: 'maronne', stars: 9, targets: [{ cell: 'Z1', color: 'blue' }] });
    const r = await cli(['validate', schema]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/stars');
    expect(r.stderr).toContain('/targets/0/cell');
    noStack(r);
    const json = await cli(['validate', schema, '--json']);
    const report = JSON.parse(json.stdout) as { ok: boolean; issues: { path: string }[] };
    expect(report.ok).toBe(false);
    expect(report.issues.map((i) => i.path)).toContain('/targets/0/cell');
  });

  it('rejects what is not JSON, or of no known format', async () => {
    for (const content of ['{ not json', '[]', '{"format":"something/else"}']) {
      const r = await cli(['validate', file('odd.json', content)]);
      expect(r.code, content).toBe(1);
      noStack(r);
    }
  });

  it('names the first step whose events differ from the rules', async () => {
    const tampered = structuredClone(golden);
    const drawn = tampered.steps.findIndex((s) => s.events.some((e) => e.type === 'drawn' || e.type === 'placed'));
    for (const e of tampered.steps[drawn]!.events) if (e.color !== undefined) e.color = e.color === 'black' ? 'white' : 'black';
    const path = file('tampered.replay.json', tampered);
    const r = await cli(['verify', path]);
    expect(r.code).toBe(1);
    // Counted from 1 as `show --step` counts: steps[drawn] is the (drawn + 1)th step, which show draws at that number.
    expect(r.stderr).toContain(`does not verify at step ${drawn + 1}: the recorded events differ`);
    expect(r.stderr).not.toContain(`Step ${drawn}:`);
    noStack(r);
    const json = JSON.parse((await cli(['verify', path, '--json'])).stdout) as { step: number; code: string; message: string };
    expect(json).toMatchObject({ step: drawn + 1, code: 'replay/events-differ' });
    expect(json.message).not.toMatch(/^Step/);
    const original = await cli(['show', join(CATALOGUE, 'maronne-hearth-stone.replay.json'), '--step', String(json.step), '--json']);
    expect((JSON.parse(original.stdout) as { command: unknown }).command).toEqual(tampered.steps[drawn]!.command);
    const shown = await cli(['show', path]);
    expect(shown.code).toBe(1);
    expect(shown.stderr).toContain(`at step ${drawn + 1}:`);
  });

  it('uses exit code 3 for a file it cannot read, and 2 for usage errors', async () => {
    const results = await pool(
      [
        [['verify', join(tmp, 'missing.json')], 3],
        [['frobnicate'], 2],
        [['verify'], 2],
        [['show', join(CATALOGUE, REPLAYS[0]!), '--step', 'ten'], 2],
        [['validate', 'x.json', '--colour'], 2],
        [['play', '--mode', 'chess'], 2],
        [['play', '--schema', 'no-such-schema'], 2],
        [['play', '--schema', 'vertighaineuse-morning-ladder', '--players', '9'], 2],
        [['solve', 'vertighaineuse-morning-ladder', '--nodes', '-3'], 2],
        [[], 2],
      ] as const,
      async ([args, code]) => [args, code, await cli(args)] as const,
    );
    for (const [args, code, r] of results) {
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.stderr, args.join(' ')).not.toBe('');
      noStack(r);
    }
    expect((await cli(['--help'])).code).toBe(0);
  });
});

describe('schemas and files named on the command line', () => {
  it('lists the catalogue ids when a schema id is unknown', async () => {
    const results = await pool([['solve', 'nope'], ['check', 'nope'], ['play', '--schema', 'nope']], (args) => cli(args));
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('"nope" is neither a catalogue schema id nor a file');
      expect(r.stderr).toContain('vertighaineuse-morning-ladder, ');
      expect(r.stderr).toContain('maronne-hearth-stone');
      expect(r.stderr).not.toContain('play --help');
    }
  });

  it('exits 3 when a schema file is missing or is a directory, as hint does', async () => {
    const results = await pool(
      [
        ['solve', join(tmp, 'absent-schema.json')],
        ['solve', tmp],
        ['check', tmp],
        ['play', '--schema', tmp],
        ['play', '--schema', join(tmp, 'absent-schema.json')],
        ['hint', tmp],
      ],
      (args) => cli(args),
    );
    for (const r of results) {
      expect(r.code, r.stderr).toBe(3);
      expect(r.stderr).toContain('cannot read');
      noStack(r);
    }
  });

  it('gives each command\'s own range for a negative number, not the parser\'s', async () => {
    const [step, player] = await Promise.all([
      cli(['show', join(CATALOGUE, 'maronne-ember-row.replay.json'), '--step', '-1']),
      cli(['hint', join(CATALOGUE, 'maronne-ember-row.replay.json'), '--player', '-1']),
    ]);
    expect(step.code).toBe(2);
    expect(step.stderr).toMatch(/--step must be a whole number from 0 to \d+, not "-1"/);
    expect(player.code).toBe(2);
    expect(player.stderr).toContain('--player must be a seat from 0 to 0, not "-1"');
    for (const r of [step, player]) expect(r.stderr).not.toContain('ambiguous');
  });
});

describe('--json', () => {
  const lines = (r: Ran): Record<string, unknown>[] => r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

  it('prints help as JSON, for the command and for each command', async () => {
    for (const args of [['--help', '--json'], ['check', '--help', '--json']]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, type: 'help', text: expect.stringContaining('Usage: stigmeria') });
    }
  });

  it('gives every error line a stable code, and a file when it is about one', async () => {
    const bad = file('bad-stars.json', { format: 'stigmeria/target-schema', formatVersion: 1, id: 'x', name: { en: 'X' }, flower: 'maronne', stars: 9, targets: [] });
    const many = await cli(['validate', join(tmp, 'absent.json'), tmp, bad, file('not-json.json', '{'), join(CATALOGUE, REPLAYS[0]!), '--json']);
    expect(many.code).toBe(3);
    expect(lines(many).map((l) => [l['code'], l['file']])).toEqual([
      ['unreadable', join(tmp, 'absent.json')],
      ['unreadable', tmp],
      ['invalid', bad],
      ['invalid', join(tmp, 'not-json.json')],
      [undefined, join(CATALOGUE, REPLAYS[0]!)],
    ]);
    const usage = await cli(['frobnicate', '--json']);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stdout)).toMatchObject({ ok: false, code: 'usage', exitCode: 2 });
  });

  it('bounds check --seeds, with a usage error as JSON beyond it', async () => {
    const r = await cli(['check', 'vertighaineuse-morning-ladder', '--seeds', '10001', '--json']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, code: 'usage', message: '--seeds must be a whole number from 1 to 10,000, not "10001"' });
  });

  it('tells an internal error as a JSON line on stdout', async () => {
    let out = '';
    let err = '';
    // A terminal that goes away while the game reads it: nothing a user did wrong, so an internal error.
    const stdin = new Readable({
      read() {
        this.destroy(new Error('the terminal went away'));
      },
    });
    const code = await run(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1', '--json'], {
      stdin,
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (err += t) },
      env: {},
    });
    expect(code).toBe(70);
    expect(err).toBe('');
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ ok: false, code: 'internal', exitCode: 70, message: 'internal error: the terminal went away' });
  });

  it('answers help in play with a JSON line', async () => {
    const r = await cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1', '--json'], 'help\nquit\n');
    expect(r.code).toBe(0);
    expect(lines(r).map((l) => l['type'])).toEqual(['game', 'state', 'help', 'end']);
  });
});

describe('play', () => {
  it('plays a whole normal game from piped stdin: numbers, JSON and bad lines', async () => {
    // Ten turns of ending the turn at once: number 1 is not end-turn, so JSON and the listed number are mixed.
    const endTurn = '{"type":"end-turn","player":0}';
    const input = [endTurn, 'nonsense', '{"type":"land"}', '999', ...Array.from({ length: 9 }, () => endTurn)].join('\n') + '\n';
    const record = join(tmp, 'played.replay.json');
    const r = await cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', 'piped', '--record', record], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Game over:');
    expect(r.stdout).toContain('there is no command 999');
    expect(r.stdout).toContain('not a command');
    expect(r.stdout).toMatch(/^ {2}\d+\. draw$/m);
    const verified = await cli(['verify', record, '--json']);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, steps: 10, over: true });
  });

  it('wins a one-target game by the number of the listed command', async () => {
    const colour = dealt('win');
    const schema = schemaOf([{ cell: 'A4', color: colour }]);
    const created = createGame({ schema, mode: 'normal', players: 1, seed: 'win' });
    if (!created.ok) throw new Error(created.error.message);
    const number = legalActions(created.value).findIndex((c) => c.type === 'land' && c.to === 'A4') + 1;
    const r = await cli(['play', '--schema', file('one.json', schema), '--seed', 'win', '--json'], `${number}\n`);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; outcome?: { winners: number[] } });
    expect(lines[0]!.type).toBe('game');
    expect(lines.at(-1)).toMatchObject({ type: 'end', over: true, outcome: { winners: [0] } });
  });

  it('refuses a record it cannot write before the game starts', async () => {
    const [directory, noFolder] = await Promise.all([
      cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1', '--record', tmp], 'quit\n'),
      cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1', '--record', join(tmp, 'no-such-folder', 'game.json'), '--json'], 'quit\n'),
    ]);
    expect(directory.code).toBe(3);
    expect(directory.stderr).toContain(`cannot write ${tmp}: it is a directory`);
    expect(directory.stdout).toBe('');
    expect(noFolder.code).toBe(3);
    expect(JSON.parse(noFolder.stdout)).toMatchObject({ ok: false, code: 'unwritable', exitCode: 3, message: expect.stringContaining('does not exist') });
  });

  it('still ends the game with --json when its record cannot be written at the end', async () => {
    const folder = mkdtempSync(join(tmp, 'record-'));
    const stdin = new PassThrough();
    let out = '';
    const stdout = {
      write: (t: string) => {
        out += t;
        // The folder goes away while the game is played: the check before the game passed, the write fails.
        if (t.includes('"type":"game"')) {
          rmSync(folder, { recursive: true });
          stdin.end('quit\n');
        }
      },
    };
    const code = await run(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1', '--record', join(folder, 'game.json'), '--json'], {
      stdin,
      stdout,
      stderr: stdout,
      env: {},
    });
    expect(code).toBe(3);
    const types = out.trim().split('\n').map((l) => JSON.parse(l) as { type?: string; code?: string });
    expect(types.at(-2)).toMatchObject({ type: 'end', over: false });
    expect(types.at(-1)).toMatchObject({ code: 'unwritable' });
  });

  it('says "1 player" for a solo game', async () => {
    const r = await cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '1'], 'quit\n');
    expect(r.stdout).toContain('normal, 1 player, seed 1');
  });

  it('draws a seed of 128 random bits when none is given, and tells it only when the game ends', async () => {
    const record = join(tmp, 'random-seed.replay.json');
    const [a, b, text, given] = await Promise.all([
      cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--json', '--record', record], 'quit\n'),
      cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--json'], 'quit\n'),
      cli(['play', '--schema', 'vertighaineuse-morning-ladder'], 'quit\n'),
      cli(['play', '--schema', 'vertighaineuse-morning-ladder', '--seed', '7', '--json'], 'quit\n'),
    ]);
    const json = (r: Ran): { type: string; seed?: string | null }[] => r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; seed?: string | null });
    const [start, end] = [json(a)[0]!, json(a).at(-1)!];
    // Who knows the seed knows the order of every bag: a drawn seed is not told while the game is played.
    expect(start).toMatchObject({ type: 'game', seed: null });
    expect(end.type).toBe('end');
    expect(end.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(json(b).at(-1)!.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(json(b).at(-1)!.seed).not.toBe(end.seed);
    expect((JSON.parse(readFileSync(record, 'utf8')) as { setup: { seed: string } }).setup.seed).toBe(end.seed);
    const textLines = text.stdout.trim().split('\n');
    expect(textLines[0]).toContain('a random seed, told when the game ends');
    expect(textLines.at(-1)).toMatch(/^Seed: [0-9a-f]{32}$/);
    expect(textLines.slice(0, -1).join('\n')).not.toContain(textLines.at(-1)!.slice('Seed: '.length));
    expect(json(given)[0]).toMatchObject({ type: 'game', seed: '7' });
    expect(json(given).at(-1)).toMatchObject({ type: 'end', seed: '7' });
  });

  it('stops cleanly when stdin ends before the game does', async () => {
    const r = await cli(['play', '--mode', 'discovery', '--seed', '1'], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The game is not over');
  });
});

describe('solve and check', () => {
  it('solves a schema file and records the line as a replay that verifies', async () => {
    const colour = dealt('1');
    const path = file('solvable.json', schemaOf([{ cell: 'B2', color: colour }]));
    const record = join(tmp, 'solved.replay.json');
    const r = await cli(['solve', path, '--seed', '1', '--json', '--record', record]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', turns: 1, actions: 1, provenOptimal: true });
    expect((await cli(['verify', record])).code).toBe(0);
    const text = await cli(['solve', path, '--seed', '1']);
    expect(text.stdout).toContain('proven best');
    expect(text.stdout).toContain(`turn 1: land color ${colour}, to A2`);
  });

  it('exits 4 when no line exists within the turn limit, 5 when the budget runs out', async () => {
    const far = file('far.json', schemaOf([{ cell: 'J5', color: 'red' }]));
    expect((await cli(['solve', far, '--max-turn', '2'])).code).toBe(4);
    const r = await cli(['solve', 'vertighaineuse-morning-ladder', '--nodes', '50']);
    expect(r.code).toBe(5);
    expect(r.stdout).toContain('budget ran out');
  });

  it('takes seeds as digits of any length, 0 included, and refuses an empty seed or a turn past the game\'s last', async () => {
    const long = '12345678901234567890123';
    const [big, zero, padded, empty, late] = await Promise.all([
      cli(['check', 'vertighaineuse-morning-ladder', '--seeds', '2', '--first-seed', long, '--nodes', '50', '--json']),
      cli(['check', 'vertighaineuse-morning-ladder', '--seeds', '1', '--first-seed', '0', '--nodes', '50']),
      cli(['check', 'vertighaineuse-morning-ladder', '--first-seed', '007']),
      cli(['solve', 'vertighaineuse-morning-ladder', '--seed', '']),
      cli(['solve', 'vertighaineuse-morning-ladder', '--max-turn', '11']),
    ]);
    expect((JSON.parse(big.stdout) as { seeds: { seed: string }[] }).seeds.map((s) => s.seed)).toEqual([long, '12345678901234567890124']);
    expect(zero.stdout).toContain('normal, 1 seed\n  seed 0: ');
    expect(zero.stdout).toContain('% of 1 seed (');
    expect(padded.code).toBe(2);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--seed must not be empty');
    expect(late.code).toBe(2);
    expect(late.stderr).toContain('--max-turn must be a whole number from 1 to 10, not "11"');
  });

  it('check measures several seeds', async () => {
    const path = file('two.json', schemaOf([{ cell: 'A3', color: 'blue' }, { cell: 'A4', color: 'red' }]));
    const r = await cli(['check', path, '--seeds', '3', '--json']);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as { share: number; seeds: { turns: number }[] };
    expect(result.share).toBe(1);
    expect(result.seeds).toHaveLength(3);
  });
});

describe('hint', () => {
  it('advises a schema\'s first command, as text and as JSON, and the same twice for a seed', async () => {
    const colour = dealt('1');
    const path = file('hint-one.json', schemaOf([{ cell: 'A4', color: colour }]));
    const text = await cli(['hint', path, '--seed', '1']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`Hint: land color ${colour}, to A4`);
    expect(text.stdout).toContain(`Why: lands the ${colour} that the target at A4 needs`);
    const [a, b] = await Promise.all([cli(['hint', path, '--seed', '1', '--json']), cli(['hint', path, '--seed', '1', '--json'])]);
    const parsed = JSON.parse(a.stdout) as { ok: boolean; command: unknown; reason: unknown; why: string; ms: number };
    expect(parsed).toMatchObject({ ok: true, command: { type: 'land', player: 0, color: colour, to: 'A4' }, agreement: 1 });
    // The solver's reason is a code with its values; the CLI words it.
    expect(parsed.reason).toEqual({ code: 'land/on-target', params: { color: colour, cell: 'A4' } });
    expect(parsed.why).toBe(`lands the ${colour} that the target at A4 needs`);
    expect({ ...parsed, ms: 0 }).toEqual({ ...(JSON.parse(b.stdout) as object), ms: 0 });
  });

  it('advises a legal command after a replay step', async () => {
    const path = join(CATALOGUE, 'maronne-ember-row.replay.json');
    const r = await cli(['hint', path, '--step', '12', '--json', '--nodes', '5000']);
    expect(r.code, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as { step: number; command: { type: string } };
    expect(result.step).toBe(12);
    const replay = parseReplay(JSON.parse(readFileSync(path, 'utf8')));
    const states = replay.ok ? replayStates(replay.value) : null;
    if (states === null || !states.ok) throw new Error('the catalogue replay does not verify');
    const legal = legalActions(states.value.states[12]!, 0).map((c) => JSON.stringify(c));
    expect(legal).toContain(JSON.stringify(result.command));
  });

  it('advises the seat to act on a step of a competitive replay, and says who must act to any other seat', async () => {
    const path = join(CATALOGUE, 'competitive-seed-pod.replay.json');
    const replay = parseReplay(JSON.parse(readFileSync(path, 'utf8')));
    const walked = replay.ok ? replayStates(replay.value) : null;
    if (walked === null || !walked.ok) throw new Error('the catalogue replay does not verify');
    // After step 1 (the A5 token), the first player of turn 1 owes its two central actions.
    const state = walked.value.states[1]!;
    const seat = [0, 1].find((s) => legalActions(state, s).some((c) => c.type !== 'undo'))!;
    const r = await cli(['hint', path, '--step', '1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as { player: number; command: { type: string }; reason: { code: string }; why: string };
    expect(result.player).toBe(seat);
    expect(legalActions(state, seat).map((c) => JSON.stringify(c))).toContain(JSON.stringify(result.command));
    expect(result.reason.code).toBe('central/draw');
    expect(result.why).not.toMatch(/[a-z]+\/[a-z]/);
    const text = await cli(['hint', path, '--step', '1']);
    expect(text.stdout).toContain('Hint: ');
    expect(text.stdout).toContain('rule of thumb');
    const other = await cli(['hint', path, '--step', '1', '--player', String(1 - seat)]);
    expect(other.code).toBe(4);
    expect(other.stdout).toBe(`No hint: Player ${seat + 1} must act first.\n`);
  });

  it('exits 4 when the game is over, 2 on a bad step', async () => {
    const path = join(CATALOGUE, 'maronne-ember-row.replay.json');
    const over = await cli(['hint', path]);
    expect(over.code).toBe(4);
    expect(over.stdout).toContain('No hint');
    expect((await cli(['hint', path, '--step', '999'])).code).toBe(2);
    expect((await cli(['hint', 'vertighaineuse-morning-ladder', '--step', '1'])).code).toBe(2);
    expect((await cli(['hint', join(tmp, 'missing.json')])).code).toBe(3);
  });
});
