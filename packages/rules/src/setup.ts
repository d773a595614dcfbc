/**
 * `createGame`: the state at the start of a game (R3).
 * @module
 */
import { CELLS, cellIndex } from './cells.js';
import { PRIMARIES, emptyCounts } from './colours.js';
import { emptyBoard, token } from './board.js';
import { err, ok, ruleError } from './errors.js';
import { FLOWERS } from './flowers.js';
import { openGame } from './flow.js';
import { MODES } from './modes.js';
import { Step } from './step.js';
import { LIMITS, cutText, quoteInput } from './limits.js';
import { loneSurrogateIssue, parseSchema, playableModes } from './parse.js';
import { readPlain } from './plain.js';
import { seedRng, shuffle, type RngState } from './random.js';
import { RULES_VERSION } from './version.js';
import type { Colour, GameSetup, GameState, Mode, PlayerSetup, PlayerState, Result, RuleError, TargetSchema } from './types.js';

/** R3: tokens of each primary colour in a bag at setup. */
const TOKENS_PER_PRIMARY = 15;

function playersOf(players: unknown): readonly PlayerSetup[] | undefined {
  if (typeof players === 'number') {
    return Number.isInteger(players) && players >= 0 && players <= 6 ? Array.from({ length: players }, () => ({})) : undefined;
  }
  if (!Array.isArray(players)) return undefined;
  const out: PlayerSetup[] = [];
  for (const p of players) {
    if (p === null || typeof p !== 'object') return undefined;
    const name: unknown = (p as { name?: unknown }).name;
    if (name !== undefined && (typeof name !== 'string' || name.length > LIMITS.playerNameLength)) return undefined;
    out.push(name === undefined ? {} : { name });
  }
  return out;
}

function targetsOf(schema: TargetSchema): (Colour | null)[] {
  const targets = new Array<Colour | null>(CELLS).fill(null);
  for (const t of schema.targets) targets[cellIndex(t.cell)] = t.color;
  return targets;
}

function newPlayer(
  mode: Mode,
  schema: TargetSchema,
  targets: readonly (Colour | null)[],
  setup: PlayerSetup,
  seat: number,
  rng: RngState,
): [PlayerState, RngState] {
  const tokens: Colour[] = [];
  for (const color of PRIMARIES) for (let i = 0; i < TOKENS_PER_PRIMARY; i++) tokens.push(color);
  const [bag, next] = shuffle(rng, tokens);
  const board = emptyBoard();
  for (const s of schema.setup ?? []) {
    const cell = cellIndex(s.cell);
    // R3: a setup token on a target of its own colour starts as pollen.
    board[cell] = token(s.color, targets[cell] === s.color);
  }
  const recruit = emptyCounts();
  // R3: each player draws one token into the recruit zone.
  recruit[bag.pop()!]++;
  const player: PlayerState = {
    name: setup.name ?? `Player ${seat + 1}`,
    board,
    bag,
    recruit,
    status: 'playing',
    turnEnded: false,
    actionsUsed: 0,
    usedThisTurn: [],
    jokerUsed: false,
    pending: null,
    finished: null,
    outReason: null,
    // R16: in discovery and normal games the flower gives its actions from turn 1; elsewhere they are earned.
    specials: MODES[mode].specials === 'flower' ? FLOWERS[schema.flower].actions : [],
    usedThisGame: [],
    centralActions: 0,
    centralMoved: false,
    lastLanded: null,
    mimicked: [],
    charmed: [],
    previous: null,
  };
  return [player, next];
}

/**
 * Creates a game: every player gets a shuffled bag of 15 blue, 15 yellow and 15 red tokens, the schema's
 * setup tokens on their board and one token drawn into their recruit zone (R3). Competitive games also get an
 * empty StigmaReine and their first player (R7); no-limit games their winds for turns 1 to 9, rolled in turn order
 * (R12) — a roll that asks its roller to decide leaves that decision pending. The same setup always gives the
 * same state. The setup is read once into plain data before it is checked (own data properties only; no getter
 * is called); a seed or a player name holding a lone surrogate is refused with `schema/lone-surrogate`, as its
 * replay would be.
 *
 * @example
 * ```ts
 * import { catalogue, createGame } from '@stigmeria/rules';
 * const created = createGame({ schema: catalogue[0]!.schema, mode: 'normal', players: 2, seed: 'tuesday' });
 * if (created.ok) console.log(created.value.players[0]?.recruit);
 * ```
 */
export function createGame(input: GameSetup): Result<GameState, RuleError> {
  // One snapshot of the setup, checked and used: a getter or a proxy cannot show the checks one setup and the
  // game another.
  const read = readPlain(input);
  if (!read.ok) return err(ruleError('setup/invalid', `The game setup ${read.error.message}.`, { path: read.error.path }));
  const setup = read.value as GameSetup;
  if (setup === null || typeof setup !== 'object') return err(ruleError('setup/invalid', 'A game setup is an object.'));
  const parsed = parseSchema(setup.schema);
  if (!parsed.ok) {
    return err(ruleError('setup/invalid-schema', 'The target schema is not valid.', { issues: parsed.error.issues }));
  }
  const schema = parsed.value;
  const mode = setup.mode;
  // Only a string is looked up: a key made of an object would call its toString, which a setup may hold as data.
  const rules = typeof mode === 'string' && Object.hasOwn(MODES, mode) ? MODES[mode] : undefined;
  if (rules === undefined) {
    return err(ruleError('setup/unknown-mode', `Unknown mode ${quoteInput(mode)}.`, { mode: typeof mode === 'string' ? cutText(mode) : quoteInput(mode) }));
  }
  if (!playableModes(schema).includes(mode)) {
    return err(ruleError('setup/mode-not-allowed', `Schema ${schema.id} cannot be played in ${mode}.`, { mode, schema: schema.id }));
  }
  const players = playersOf(setup.players);
  const [fewest, most] = rules.players;
  if (players === undefined || players.length < fewest || players.length > most) {
    return err(ruleError('setup/players', `${mode} is played by ${fewest} to ${most} players.`, { fewest, most }));
  }
  if ((typeof setup.seed !== 'string' && typeof setup.seed !== 'number') || String(setup.seed).length > LIMITS.seedLength) {
    return err(ruleError('setup/seed', `The seed is a string (at most ${LIMITS.seedLength} characters) or a number.`));
  }
  // A replay keeps the seed and the names as UTF-8, where a lone surrogate has no form: such a game could not be
  // replayed, so it is refused here, with the code the replay reader gives.
  const malformed = [
    loneSurrogateIssue(setup.seed, '/seed'),
    ...players.map((p, i) => loneSurrogateIssue(p.name, `/players/${i}/name`)),
  ].find((issue) => issue !== undefined);
  if (malformed !== undefined) {
    return err(ruleError(malformed.code, `The text at ${malformed.path} ${malformed.message}.`, { path: malformed.path }));
  }
  const options = { joker: setup.options?.joker ?? true };
  if (typeof options.joker !== 'boolean') return err(ruleError('setup/options', 'options.joker is true or false.'));
  const seed = String(setup.seed);
  const targets = targetsOf(schema);
  let rng = seedRng(seed);
  const states: PlayerState[] = [];
  players.forEach((p, seat) => {
    const [player, next] = newPlayer(mode, schema, targets, p, seat, rng);
    states.push(player);
    rng = next;
  });
  const step = new Step({
    rulesVersion: RULES_VERSION,
    schema,
    mode,
    options,
    seed,
    rng,
    turn: 1,
    over: false,
    targets,
    players: states,
    central: rules.central ? { board: emptyBoard(), recruit: emptyCounts() } : null,
    first: 0,
    winds: [],
  });
  // The first player and the rolled winds are part of the setup: they follow from the seed, like the bags.
  openGame(step);
  return ok(step.state);
}
