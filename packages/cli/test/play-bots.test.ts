/** `play --bots`: computer seats in a terminal game. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReplay, replayGame } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { cli, noStack, scratch } from './run-cli.js';

interface Line {
  readonly type: string;
  readonly command?: { readonly player: number; readonly type: string };
  readonly bot?: string;
  readonly over?: boolean;
  readonly outcome?: { readonly ranking: readonly unknown[] } | null;
  readonly legal?: readonly { readonly player: number }[];
}

const linesOf = (stdout: string): Line[] => stdout.trim().split('\n').map((l) => JSON.parse(l) as Line);

describe('play --bots', () => {
  it('plays a game of two bot seats to its end without reading stdin, and records it as a replay that verifies', async () => {
    const { tmp } = scratch();
    const record = join(tmp, 'bots.replay.json');
    const r = await cli(['play', '--schema', 'maronne-hearth-stone', '--mode', 'normal', '--players', '2', '--bots', '0=easy,1=medium', '--seed', '4', '--record', record, '--json']);
    noStack(r);
    expect(r.code).toBe(0);
    const lines = linesOf(r.stdout);
    const moves = lines.filter((l) => l.type === 'played');
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.every((l) => l.bot === (l.command!.player === 0 ? 'easy' : 'medium'))).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: 'end', over: true });
    expect(lines.at(-1)!.outcome!.ranking).toHaveLength(2);
    const replay = parseReplay(JSON.parse(readFileSync(record, 'utf8')));
    if (!replay.ok) throw new Error('the record is not a replay');
    const checked = replayGame(replay.value);
    expect(checked.ok && checked.value.over).toBe(true);
    // Whole games, each choice a search of the default budget: a machine busy with other suites takes longer.
  }, 120_000);

  it('lets a person play one seat from stdin while a bot plays the other, and lists only the person’s commands', async () => {
    // The person always takes the first command listed: draws, then lands, then ends the turn when nothing is left.
    const r = await cli(['play', '--schema', 'competitive-plum-stone', '--mode', 'competitive', '--players', '2', '--bots', '1=medium', '--seed', '2', '--json'], '1\n'.repeat(600));
    noStack(r);
    expect(r.code).toBe(0);
    const lines = linesOf(r.stdout);
    expect(lines.filter((l) => l.type === 'state').every((l) => l.legal!.every((c) => c.player === 0))).toBe(true);
    const moves = lines.filter((l) => l.type === 'played');
    expect(moves.some((l) => l.command!.player === 0 && l.bot === undefined)).toBe(true);
    expect(moves.some((l) => l.command!.player === 1 && l.bot === 'medium')).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: 'end', over: true });
  }, 120_000);

  it('refuses a seat outside the game, a seat named twice and an unknown level, before the game starts', async () => {
    for (const bots of ['2=easy', '0=easy,0=medium', '1=hard', 'medium']) {
      const r = await cli(['play', '--players', '2', '--bots', bots]);
      noStack(r);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--bots|level/);
    }
  });
});
