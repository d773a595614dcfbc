/**
 * The bots' tournament: seeded games between the levels, and against a random player, in every mode, with the
 * default budget of a choice unless told. Prints, per mode and pairing, the first player's win rate (a tie counts
 * half), the average finishing turn of each side (over the games it fulfilled) and the time per choice (median
 * and slowest); then, for discovery and normal, the strong bot's finishing turn in solo games of the 1★ schemas
 * beside the solver's optimum for the same bag (which the bot never sees), with its median time a choice, on the
 * clock and in the process's CPU time (which a machine busy with other work inflates less); then one JSON line.
 *
 * `node dist-bench/tournament.js [--games N] [--budget ms] [--modes a,b] [--pairings strong-medium,medium-easy]
 * [--optimum no]` (`npm run tournament` in this package; the root `npm run bench` runs it with its defaults):
 * `--pairings` plays only those pairings, `--optimum no` leaves out the games beside the solver's optimum. Games: N per pairing and mode (default 2), seats swapped
 * every other game; two players, except solo no limit, where each side plays the same bag alone and the better
 * score wins. Single-threaded: each figure is measured on one core.
 */
import { MODES, catalogueSchemas, createGame, outcome, playableModes, type GameState, type Mode, type TargetSchema } from '@stigmeria/rules';
import { DEFAULT_BUDGET_MS, chooseCommand, playBotGame, randomPlayer, solve, type BotLevel, type Chooser } from '../src/index.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
};
const games = Number(option('games') ?? 2);
const budgetMs = Number(option('budget') ?? DEFAULT_BUDGET_MS);
const modes = (option('modes')?.split(',') ?? Object.keys(MODES)) as Mode[];
// The no-limit modes have no turn limit and a random player never fulfils: games stop after this turn.
const LAST_TURN = 25;

type Side = BotLevel | 'random';
const ALL_PAIRINGS: readonly (readonly [Side, Side])[] = [
  ['strong', 'medium'],
  ['medium', 'easy'],
  ['strong', 'easy'],
  ['easy', 'random'],
  ['medium', 'random'],
  ['strong', 'random'],
];
const chosenPairings = option('pairings')?.split(',');
const PAIRINGS = ALL_PAIRINGS.filter(([a, b]) => chosenPairings === undefined || chosenPairings.includes(`${a}-${b}`));
const withOptimum = option('optimum') !== 'no';

/** The 1★ schemas each mode plays, for short games. */
function schemasOf(mode: Mode): TargetSchema[] {
  return catalogueSchemas.filter((s) => s.stars === 1 && playableModes(s).includes(mode));
}

/** A side's chooser, pushing the wall time of each choice to `times`, and its process CPU time to `cpu` if given. */
function chooser(side: Side, seed: string, times: number[], cpu?: number[]): Chooser {
  const random = randomPlayer(seed);
  return (view, seat) => {
    const start = performance.now();
    const used = process.cpuUsage();
    const command = side === 'random' ? random(view, seat) : chooseCommand(view, seat, { level: side, seed, budgetMs });
    times.push(performance.now() - start);
    if (cpu !== undefined) {
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
    }
    return command;
  };
}

interface Tally {
  mode: Mode;
  pairing: string;
  games: number;
  /** Points of the pairing's first side: 1 a win, ½ a tie. */
  points: number;
  finished: [number[], number[]];
  times: [number[], number[]];
  unfinished: number;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
};
const mean = (xs: readonly number[]): number => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
/** The average finishing turn, or a dash when that side fulfilled no game. */
const turnText = (xs: readonly number[]): string => (xs.length === 0 ? '—' : mean(xs).toFixed(1));

function finishedTurn(state: GameState, seat: number): number | null {
  return state.players[seat]!.finished?.turn ?? null;
}

/** One game of a two-player pairing; `swap` seats the second side first. */
function duel(mode: Mode, schema: TargetSchema, seed: string, sides: readonly [Side, Side], swap: boolean, tally: Tally): void {
  const seats: [number, number] = swap ? [1, 0] : [0, 1];
  const players: Chooser[] = [];
  players[seats[0]] = chooser(sides[0], `${seed}-a`, tally.times[0]);
  players[seats[1]] = chooser(sides[1], `${seed}-b`, tally.times[1]);
  const played = playBotGame({ schema, mode, players: 2, seed }, players, { maxTurn: LAST_TURN });
  if (!played.ok) throw new Error(`${mode} ${schema.id} ${seed}: seat ${played.error.seat} gave ${JSON.stringify(played.error.command)} (${played.error.error?.code})`);
  const state = played.value.state;
  const result = outcome(state);
  if (result === null) tally.unfinished++;
  const winners = result?.winners ?? [];
  const a = winners.includes(seats[0]);
  const b = winners.includes(seats[1]);
  tally.points += a && !b ? 1 : a === b ? 0.5 : 0;
  for (const k of [0, 1] as const) {
    const turn = finishedTurn(state, seats[k]);
    if (turn !== null) tally.finished[k].push(turn);
  }
}

/** Solo no limit: each side plays the same bag alone; the better score wins. */
function soloPair(schema: TargetSchema, seed: string, sides: readonly [Side, Side], tally: Tally): void {
  const scores = sides.map((side, k) => {
    const played = playBotGame({ schema, mode: 'solo-no-limit', players: 1, seed }, [chooser(side, `${seed}-${k}`, tally.times[k as 0 | 1])], { maxTurn: LAST_TURN });
    if (!played.ok) throw new Error(`solo-no-limit ${schema.id} ${seed}: gave ${JSON.stringify(played.error.command)} (${played.error.error?.code})`);
    const turn = finishedTurn(played.value.state, 0);
    if (turn !== null) tally.finished[k as 0 | 1].push(turn);
    return outcome(played.value.state)?.ranking[0]?.score.total ?? -Infinity;
  });
  tally.points += scores[0]! > scores[1]! ? 1 : scores[0] === scores[1] ? 0.5 : 0;
}

console.log('mode | pairing | games | first side won | turn, first | turn, second | ms a choice, first (median / slowest) | ms, second | stopped at turn 25');
const tallies: Tally[] = [];
const started = performance.now();
for (const mode of modes) {
  const schemas = schemasOf(mode);
  for (const sides of PAIRINGS) {
    const tally: Tally = { mode, pairing: `${sides[0]} v ${sides[1]}`, games: 0, points: 0, finished: [[], []], times: [[], []], unfinished: 0 };
    for (let g = 0; g < games; g++) {
      const schema = schemas[g % schemas.length]!;
      const seed = `t${g + 1}`;
      if (mode === 'solo-no-limit') soloPair(schema, seed, sides, tally);
      else duel(mode, schema, seed, sides, g % 2 === 1, tally);
      tally.games++;
    }
    tallies.push(tally);
    const t = tally;
    console.log(
      [mode, t.pairing, t.games, `${Math.round((100 * t.points) / t.games)} %`, turnText(t.finished[0]), turnText(t.finished[1]), `${median(t.times[0]).toFixed(0)} / ${Math.max(...t.times[0]).toFixed(0)}`, `${median(t.times[1]).toFixed(0)} / ${Math.max(...t.times[1]).toFixed(0)}`, t.unfinished].join(' | '),
    );
  }
}

// The strong bot alone on each 1★ schema of discovery and normal, beside the solver's best line for the same bag.
const optimum: Record<string, unknown>[] = [];
for (const mode of modes.filter((m) => withOptimum && (m === 'discovery' || m === 'normal'))) {
  for (const schema of schemasOf(mode)) {
    for (let g = 0; g < Math.max(1, Math.ceil(games / 2)); g++) {
      const seed = `t${g + 1}`;
      const times: number[] = [];
      const cpu: number[] = [];
      const played = playBotGame({ schema, mode, players: 1, seed }, [chooser('strong', `${seed}-s`, times, cpu)], { maxTurn: LAST_TURN });
      const created = createGame({ schema, mode, players: 1, seed });
      if (!played.ok || !created.ok) throw new Error(`${mode} ${schema.id} ${seed}: the strong bot's game failed`);
      const best = solve(created.value, { maxNodes: 400_000, maxTurn: 10 });
      const row = { mode, schema: schema.id, seed, bot: finishedTurn(played.value.state, 0), solver: best.turns, proven: best.provenOptimal, medianMs: median(times), medianCpuMs: median(cpu) };
      optimum.push(row);
      console.log([mode, schema.id, seed, `strong ${row.bot ?? '—'}`, `solver ${row.solver ?? '—'}${row.proven ? ' (proven)' : ''}`, `${row.medianMs.toFixed(0)} ms a choice, ${row.medianCpuMs.toFixed(0)} ms of CPU (medians)`].join(' | '));
    }
  }
}

const summary = tallies.map((t) => ({
  mode: t.mode,
  pairing: t.pairing,
  games: t.games,
  firstWinRate: t.points / t.games,
  finishedTurn: [mean(t.finished[0]), mean(t.finished[1])],
  medianMs: [median(t.times[0]), median(t.times[1])],
  maxMs: [Math.max(...t.times[0]), Math.max(...t.times[1])],
  unfinished: t.unfinished,
}));
console.log(`${games} games per pairing and mode, budget ${budgetMs} ms a choice, ${Math.round((performance.now() - started) / 1000)} s in all`);
console.log(JSON.stringify({ games, budgetMs, summary, optimum }));
