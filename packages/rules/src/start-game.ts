/**
 * `startGame`: the state at the start of a game (R3) whose schema is already a `TargetSchema`, the core of
 * `createGame` without the check of the schema. It is a module of its own, which imports no validator and no
 * document reader: a bundle that calls only this (and `playCommand`) leaves them out.
 * @module
 */
import { CELLS, cellIndex } from './cells.js';
import { PRIMARIES, emptyCounts } from './colours.js';
import { emptyBoard, token } from './board.js';
import { err, ok, ruleError } from './errors.js';
import { FLOWERS } from './flowers.js';
import { openGame } from './flow.js';
import { playableModes } from './flower-modes.js';
import { LIMITS, cutText, quoteInput } from './limits.js';
import { loneSurrogateIssue } from './lone-surrogate.js';
import { MODES } from './modes.js';
import { seedRng, shuffle, type RngState } from './random.js';
import { Step } from './step.js';
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
 * Starts a game whose schema the caller already holds as a `TargetSchema`: one of the catalogue's (`catalogueSchemas`,
 * `findCatalogueSchema`; the build checked them), or one that `parseSchema` returned. It deals the same game as
 * {@link createGame} and checks the rest of the setup as it does (the mode, and whether the schema allows it, the
 * players, the seed, the options), with the same errors. Only the schema is not checked again, and the setup is
 * not first read into plain data; the state keeps that schema object, which must not be changed afterwards. A
 * setup or a schema from outside the program (a file, the network, a page's script) goes through
 * {@link createGame}, which checks it and then calls this function.
 *
 * Nothing here calls the JSON Schema validators or the document readers, so a bundle that imports only this
 * function, `playCommand` and the rest of the engine leaves them out.
 *
 * @example
 * ```ts
 * import { catalogueSchemas, startGame } from '@stigmeria/rules';
 * const started = startGame({ schema: catalogueSchemas[0]!, mode: 'normal', players: 1, seed: 'tuesday' });
 * if (started.ok) console.log(started.value.players[0]?.recruit);
 * ```
 */
export function startGame(setup: GameSetup): Result<GameState, RuleError> {
  const schema = setup.schema;
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
