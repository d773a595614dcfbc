/**
 * `hint`: the best next command for a player who does not know the order of their bag. The view lists the bag
 * sorted, so the hint deals it again in several orders, solves each deal under a small budget and votes for the
 * first command of the best lines; it then says in words, in English and French, which targets that command
 * serves.
 * @module
 */
import {
  CELL_NAMES,
  MODES,
  actionsInTurn,
  cellIndex,
  legalActions,
  mix,
  play,
  windAfterTurn,
  type Colour,
  type Command,
  type GameState,
  type PlayerState,
  type CommandType,
  type Mode,
} from '@stigmeria/rules';
import { contextOf, lowerBound } from './bounds.js';
import { generator, hashSeed, shuffled } from './seeded.js';
import { solve } from './solve.js';

/** What `hint` is asked. */
export interface HintOptions {
  /** The seat to advise; the first one still playing by default. */
  readonly player?: number;
  /** Seeds the deals of the bag: the same view, seed and budget give the same hint. Default `"hint"`. */
  readonly seed?: string | number;
  /** How many orders of the bag to try (default 8). */
  readonly samples?: number;
  /** The node budget of each sample's search (default 5,000). */
  readonly maxNodes?: number;
  /**
   * The time budget of the whole hint in milliseconds (default: none, only nodes count); the samples share it,
   * each as nodes at the rate measured so far, so that a slow machine gives up sooner rather than later.
   */
  readonly maxMs?: number;
  /** The last turn in which fulfilling counts (as in `solve`). */
  readonly maxTurn?: number;
}

/** What `hint` suggests. */
export interface HintResult {
  /** The suggested command, or `null` when the player has nothing to do (or the mode is not supported). */
  readonly command: Command | null;
  /** Why, in words. */
  readonly reason: { readonly en: string; readonly fr: string };
  /** The deals of the bag that voted. */
  readonly samples: number;
  /** The share of those votes that went to `command`, from 0 to 1. */
  readonly agreement: number;
  /** How the votes were found: `solved` lines, the `bound` alone (no sample solved in budget), or a `forced` command. */
  readonly basis: 'solved' | 'bound' | 'forced' | 'none';
  readonly ms: number;
}

const now = (): number => performance.now();

// ---- the deals ----

/** The view with the player's bag dealt in one order: a position the solver may search. */
function dealt(view: GameState, seat: number, bag: readonly Colour[]): GameState {
  const players = view.players.map((p, i) => (i === seat ? { ...p, bag } : p));
  return { ...view, players };
}

const keyOf = (command: Command): string => JSON.stringify(command);

// ---- the votes ----

interface Vote {
  readonly key: string;
  count: number;
  /** The sum of turn × 100 + actions of the lines that voted, to break ties by the better lines. */
  score: number;
}

/**
 * When a deal cannot be solved in budget, a cheaper guess: the command after which the solver's lower bound
 * drops the most per action spent (a command that spends an action and brings the schema no closer is last).
 */
function boundGuess(sample: GameState, seat: number, legal: readonly Command[], maxTurn: number): Command | null {
  const me = sample.players[seat]!;
  const ctx = contextOf(sample, me);
  const before = lowerBound(ctx, me, sample.turn, maxTurn);
  let best: Command | null = null;
  let bestGain = -Infinity;
  for (const command of legal) {
    const r = play(sample, command);
    if (!r.ok) continue;
    const s = r.value.state;
    const p = s.players[seat]!;
    if (p.status === 'out') continue;
    if (p.finished !== null) return command;
    const after = lowerBound(ctx, p, s.turn, maxTurn);
    if (after === Infinity) continue;
    const spent = s.turn !== sample.turn ? 1 : Math.max(1, p.actionsUsed - me.actionsUsed);
    // Ending the turn spends no action but gives up the rest of this turn's: it is worth only when nothing helps.
    const gain = command.type === 'end-turn' ? -0.5 : (before - after) / spent;
    if (gain > bestGain) {
      bestGain = gain;
      best = command;
    }
  }
  return best;
}

/**
 * The best next command of `view` for `options.player`, who does not know the order of their bag: the bag is
 * dealt `samples` times in orders drawn by a generator seeded with `options.seed`, each deal is solved with
 * {@link solve} under `maxNodes` (its lower bound guesses when it cannot be solved in budget), and the first command
 * of the most lines wins. Discovery and normal games only. Deterministic for a given view, seed and node budget
 * when no `maxMs` is given (a time budget depends on the machine's speed). It never suggests a command that
 * `legalActions` does not list.
 *
 * @example
 * ```ts
 * const advice = hint(viewFor(state, 0), { seed: 'table-1', maxMs: 500 });
 * if (advice.command !== null) console.log(advice.command, advice.reason.en);
 * ```
 */
export function hint(view: GameState, options: HintOptions = {}): HintResult {
  const start = now();
  const seat = options.player ?? view.players.findIndex((p) => p.status === 'playing');
  const none = (reason: Words, basis: HintResult['basis'] = 'none'): HintResult => ({ command: null, reason, samples: 0, agreement: 0, basis, ms: now() - start });
  if (view.mode !== 'discovery' && view.mode !== 'normal') return none(WORDS.unsupported(view.mode));
  const me = view.players[seat];
  if (me === undefined || view.over || me.status !== 'playing') return none(WORDS.nothing);
  const legal = legalActions(view, seat).filter((c) => c.type !== 'undo');
  if (legal.length === 0) return none(WORDS.waiting);
  const legalKeys = new Map(legal.map((c, i) => [keyOf(c), i]));
  if (legal.length === 1) return done(view, seat, legal[0]!, 0, 1, 'forced', start);

  const samples = Math.max(1, Math.floor(options.samples ?? 8));
  const maxNodes = options.maxNodes ?? 5_000;
  // Without a time budget the hint depends only on the view, the seed and the node budget.
  const timed = options.maxMs !== undefined;
  const deadline = timed ? start + options.maxMs! : Infinity;
  const maxTurn = Math.min(options.maxTurn ?? MODES[view.mode].turnLimit ?? 10, MODES[view.mode].turnLimit ?? Infinity);
  const next = generator(hashSeed(String(options.seed ?? 'hint')));
  const solved = new Map<string, Vote>();
  const guessed = new Map<string, Vote>();
  // Positions the search visits per millisecond: a cautious start (a slow phone), then measured.
  let rate = 15;
  const vote = (votes: Map<string, Vote>, command: Command, score: number): void => {
    const key = keyOf(command);
    // A line's first command is played on the deal; the same command must be legal on the view itself.
    if (!legalKeys.has(key)) return;
    const v = votes.get(key) ?? { key, count: 0, score: 0 };
    v.count++;
    v.score += score;
    votes.set(key, v);
  };

  for (let k = 0; k < samples; k++) {
    const left = deadline - now();
    // The first deal is always looked at, so that a hint is given even with no time at all.
    if (k > 0 && left <= 0) break;
    const sample = dealt(view, seat, shuffled(me.bag, next));
    // Each remaining deal gets an equal share of the time left, some of it kept for the bound's guess. The share
    // is given to the search as nodes, at the rate measured on the deals before: a node budget stops the search
    // within one position's children, a clock read only now and then may stop it late.
    const share = (left / (samples - k)) * 0.8;
    const nodes = timed ? Math.min(maxNodes, Math.floor(share * rate)) : maxNodes;
    const result = nodes > 0 ? solve(sample, { player: seat, maxNodes: nodes, ...(timed ? { maxMs: share } : {}), maxTurn }) : null;
    if (result !== null && result.nodes > 1000 && result.ms > 0) rate = result.nodes / result.ms;
    const first = result?.status === 'solved' ? result.line.find((c) => c.player === seat) : undefined;
    if (first !== undefined) vote(solved, first, result!.turns! * 100 + result!.actions!);
    else if (result?.status === 'no-solution') continue;
    else {
      const guess = boundGuess(sample, seat, legal, maxTurn);
      if (guess !== null) vote(guessed, guess, 0);
    }
  }

  // A solved line is a fact about its deal; a bound is only a guess: guesses decide only when nothing was solved.
  const [votes, basis] = solved.size > 0 ? [solved, 'solved' as const] : [guessed, 'bound' as const];
  const ranked = [...votes.values()].sort(
    (a, b) => b.count - a.count || a.score / a.count - b.score / b.count || legalKeys.get(a.key)! - legalKeys.get(b.key)!,
  );
  const total = ranked.reduce((sum, v) => sum + v.count, 0);
  const winner = ranked[0];
  if (winner === undefined) {
    // No deal can be fulfilled in time: the first legal command that is not giving up the turn still helps most.
    const fallback = legal.find((c) => c.type !== 'end-turn') ?? legal[0]!;
    return { ...done(view, seat, fallback, 0, 0, 'none', start), reason: WORDS.hopeless(describe(view, seat, fallback)) };
  }
  const command = legal[legalKeys.get(winner.key)!]!;
  return done(view, seat, command, total, winner.count / total, basis, start);
}

function done(view: GameState, seat: number, command: Command, samples: number, agreement: number, basis: HintResult['basis'], start: number): HintResult {
  return { command, reason: describe(view, seat, command), samples, agreement, basis, ms: now() - start };
}

// ---- the words ----

/** A hint's words, in English and French. */
export type Words = { readonly en: string; readonly fr: string };

const COLOUR_FR: Readonly<Record<Colour, string>> = {
  blue: 'bleu',
  yellow: 'jaune',
  red: 'rouge',
  orange: 'orange',
  green: 'vert',
  violet: 'violet',
  brown: 'marron',
  white: 'blanc',
  black: 'noir',
};

/**
 * Every command the rules define, named in both languages: a reason may name any command the rules can list
 * (an answer to a pending decision included), and a player must never read a raw id such as `half-note-keep`.
 */
export const COMMAND_NAMES: Readonly<Record<CommandType, Words>> = {
  draw: { en: 'Draw', fr: 'Piocher' },
  land: { en: 'Land', fr: 'Atterrir' },
  move: { en: 'Move', fr: 'Déplacer' },
  joker: { en: 'Joker', fr: 'Joker' },
  'end-turn': { en: 'End turn', fr: 'Fin du tour' },
  undo: { en: 'Undo', fr: 'Annuler' },
  mixing: { en: 'Mixing', fr: 'Mélange' },
  combination: { en: 'Combination', fr: 'Combinaison' },
  fulgurance: { en: 'Fulgurance', fr: 'Fulgurance' },
  choreography: { en: 'Choreography', fr: 'Chorégraphie' },
  'choreography-stop': { en: 'Choreography: stop', fr: 'Chorégraphie : arrêt' },
  diagonal: { en: 'Diagonal', fr: 'Diagonale' },
  exchange: { en: 'Exchange', fr: 'Échange' },
  'fast-step': { en: 'Fast Step', fr: 'Pas rapide' },
  'half-note': { en: 'Half Note', fr: 'Blanche' },
  'half-note-keep': { en: 'Half Note: the white’s cell', fr: 'Blanche : case du blanc' },
  'quarter-note': { en: 'Quarter Note', fr: 'Noire' },
  'two-beats': { en: 'Two Beats', fr: 'Deux temps' },
  rest: { en: 'Rest', fr: 'Soupir' },
  'central-draw': { en: 'Draw and Place', fr: 'Piocher et poser' },
  'central-place': { en: 'Draw and Place: place', fr: 'Piocher et poser : pose' },
  'central-move': { en: 'Move on the StigmaReine', fr: 'Déplacer sur la StigmaReine' },
  'central-joker': { en: 'Joker on the StigmaReine', fr: 'Joker sur la StigmaReine' },
  a5: { en: 'StigmaReine A5 token', fr: 'Jeton A5 de la StigmaReine' },
  'central-recruit': { en: 'Recruit on the StigmaReine', fr: 'Recruter sur la StigmaReine' },
  gain: { en: 'Earned action', fr: 'Action gagnée' },
  give: { en: 'Gift of a StigmaReine token', fr: 'Don d’un jeton de la StigmaReine' },
  'no-harm-no-foul': { en: 'No harm no foul', fr: 'Ni vu ni connu' },
  copy: { en: 'Copy', fr: 'Copie' },
  prediction: { en: 'Prediction', fr: 'Prédiction' },
  mimicry: { en: 'Mimicry', fr: 'Mimétisme' },
  'fog-die': { en: 'Fog Die', fr: 'Dé de brume' },
  'fog-die-land': { en: 'Fog Die: landing', fr: 'Dé de brume : atterrissage' },
  pilferer: { en: 'Pilferer', fr: 'Chapardeur' },
  sower: { en: 'Sower', fr: 'Semeur' },
  jealousy: { en: 'Jealousy', fr: 'Jalousie' },
  charmer: { en: 'Charmer', fr: 'Charmeur' },
  'charmer-pass': { en: 'Charmer: pass', fr: 'Charmeur : passer' },
  'last-drift': { en: 'Last Drift', fr: 'Ultime dérive' },
  'drift-move': { en: 'Last Drift: move', fr: 'Ultime dérive : déplacement' },
  'drift-remove': { en: 'Last Drift: removal', fr: 'Ultime dérive : retrait' },
  'drift-land': { en: 'Last Drift: landing', fr: 'Ultime dérive : atterrissage' },
  'wind-reroll': { en: 'Wind die: roll again', fr: 'Dé de vent : relancer' },
  'wind-unknown': { en: 'Wind die: unknown wind', fr: 'Dé de vent : vent inconnu' },
  'wind-direction': { en: 'Wind die: choose the wind', fr: 'Dé de vent : choisir le vent' },
};

/** The modes in words, so that a French reason never shows an English mode id. */
const MODE_NAMES: Readonly<Record<Mode, Words>> = {
  discovery: { en: 'discovery', fr: 'découverte' },
  normal: { en: 'normal', fr: 'normal' },
  competitive: { en: 'competitive', fr: 'compétitif' },
  'competitive-no-limit': { en: 'competitive no limit', fr: 'compétitif sans limite' },
  'solo-no-limit': { en: 'solo no limit', fr: 'solo sans limite' },
};

/** "A3", "A3 and A4", "A3, A4 and B2"; past four cells, the first three and how many more. */
function list(cells: readonly string[], and: string, more: (n: number) => string): string {
  const shown = cells.length > 4 ? [...cells.slice(0, 3), more(cells.length - 3)] : cells;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1)}`;
}
const cellsEn = (cells: readonly string[]): string => list(cells, 'and', (n) => `${n} more`);
const cellsFr = (cells: readonly string[]): string => list(cells, 'et', (n) => `${n} autres`);
const targetsEn = (cells: readonly string[]): string => (cells.length === 1 ? `the target at ${cells[0]}` : `the targets at ${cellsEn(cells)}`);
const targetsFr = (cells: readonly string[]): string => (cells.length === 1 ? `la cible en ${cells[0]}` : `les cibles en ${cellsFr(cells)}`);

const WORDS = {
  unsupported: (mode: Mode): Words => ({
    en: `hints are given in discovery and normal games, not in ${MODE_NAMES[mode].en} games`,
    fr: `les indices sont donnés en parties découverte et normal, pas en parties ${MODE_NAMES[mode].fr}`,
  }),
  nothing: { en: 'there is nothing left to play', fr: 'il n’y a plus rien à jouer' },
  waiting: { en: 'the other players are still playing this turn', fr: 'les autres joueurs jouent encore ce tour' },
  hopeless: (w: Words): Words => ({
    en: `${w.en} (no order of the bag fulfils the schema in time any more)`,
    fr: `${w.fr} (aucun ordre du sac ne permet plus de compléter le schéma à temps)`,
  }),
};

/** The targets that are not yet a pollen, as cell names with their colour. */
function openTargets(view: GameState, me: PlayerState): { cell: string; color: Colour }[] {
  const out: { cell: string; color: Colour }[] = [];
  view.targets.forEach((color, i) => {
    const token = me.board[i];
    if (color !== null && !(token?.pollen === true && token.color === color)) out.push({ cell: CELL_NAMES[i]!, color });
  });
  return out;
}

/** Whether a token of colour `c` can serve a target of colour `t`: the same colour, or one of its parts by Mixing. */
function serves(me: PlayerState, c: Colour, t: Colour): boolean {
  if (c === t) return true;
  if (me.specials.includes('mixing') && (t === 'orange' || t === 'green' || t === 'violet')) return (['blue', 'yellow', 'red'] as const).some((o) => o !== c && mix(c, o) === t);
  return false;
}

const distance = (a: string, b: string): number => {
  const i = cellIndex(a);
  const j = cellIndex(b);
  return Math.abs(Math.floor(i / 10) - Math.floor(j / 10)) + Math.abs((i % 10) - (j % 10));
};

/** The open target a token of `colour` standing on `cell` serves: its own cell first, then the nearest. */
function servedTarget(view: GameState, me: PlayerState, cell: string, colour: Colour, exclude?: string): { cell: string; color: Colour } | undefined {
  const candidates = openTargets(view, me).filter((t) => t.cell !== exclude && serves(me, colour, t.color));
  candidates.sort((a, b) => distance(cell, a.cell) - distance(cell, b.cell) || (a.color === colour ? 0 : 1) - (b.color === colour ? 0 : 1));
  return candidates[0];
}

/** The target a token reaches with the wind that follows this turn, if it lands on one (the wind only carries it a cell). */
function windCarries(view: GameState, cell: string): string | undefined {
  const step = { south: 10, north: -10, east: 1, west: -1 }[windAfterTurn(view.schema, view.turn)];
  const i = cellIndex(cell);
  const j = i + step;
  if (j < 0 || j >= 100 || ((step === 1 || step === -1) && Math.floor(j / 10) !== Math.floor(i / 10))) return undefined;
  return CELL_NAMES[j];
}

/** The reason for `command`, in English and French: which target it serves, read from the position. */
export function describe(view: GameState, seat: number, command: Command): Words {
  const me = view.players[seat]!;
  const colourAt = (cell: string): Colour | undefined => me.board[cellIndex(cell)]?.color ?? undefined;
  switch (command.type) {
    case 'land': {
      const c = command.color;
      const here = view.targets[cellIndex(command.to)];
      if (here === c) return { en: `lands the ${c} that the target at ${command.to} needs`, fr: `pose le ${COLOUR_FR[c]} dont la cible en ${command.to} a besoin` };
      if (here !== null && here !== undefined && !serves(me, c, here))
        return {
          en: `lands a ${c} on the target at ${command.to}, to be turned ${here} there`,
          fr: `pose un ${COLOUR_FR[c]} sur la cible en ${command.to}, pour l’y rendre ${COLOUR_FR[here]}`,
        };
      const below = windCarries(view, command.to);
      const target = servedTarget(view, me, command.to, c);
      if (target !== undefined && below === target.cell && target.color === c)
        return {
          en: `lands a ${c} at ${command.to}, which the wind will carry onto its target at ${target.cell}`,
          fr: `pose un ${COLOUR_FR[c]} en ${command.to}, que le vent portera sur sa cible en ${target.cell}`,
        };
      if (target !== undefined && target.color !== c)
        return {
          en: `lands a ${c} at ${command.to}, to mix it into the ${target.color} of the target at ${target.cell}`,
          fr: `pose un ${COLOUR_FR[c]} en ${command.to}, pour le mélanger en ${COLOUR_FR[target.color]} pour la cible en ${target.cell}`,
        };
      if (target !== undefined)
        return { en: `lands a ${c} at ${command.to}, on the way to its target at ${target.cell}`, fr: `pose un ${COLOUR_FR[c]} en ${command.to}, en route vers sa cible en ${target.cell}` };
      return { en: `lands a ${c} at ${command.to}`, fr: `pose un ${COLOUR_FR[c]} en ${command.to}` };
    }
    case 'draw': {
      // The colours the open targets need beyond the stigmerians on the board and the recruit zone.
      const open = openTargets(view, me);
      const have: Partial<Record<Colour, number>> = {};
      for (const [c, n] of Object.entries(me.recruit)) have[c as Colour] = n;
      for (const t of me.board) if (t !== null && t !== undefined && !t.pollen) have[t.color] = (have[t.color] ?? 0) + 1;
      // What is to hand before the targets take it: "no red" would be false when one red is there for another target.
      const held = { ...have };
      const short = new Map<Colour, string[]>();
      for (const t of open) {
        const parts = t.color === 'orange' ? (['red', 'yellow'] as const) : t.color === 'green' ? (['blue', 'yellow'] as const) : t.color === 'violet' ? (['red', 'blue'] as const) : [t.color];
        for (const c of parts) {
          if ((have[c] ?? 0) > 0) have[c]!--;
          else short.set(c, [...(short.get(c) ?? []), t.cell]);
        }
      }
      const [colour, cells] = [...short.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      if (colour !== undefined && cells !== undefined && (held[colour] ?? 0) > 0)
        return {
          en: `draws: there is not enough ${colour} to hand for ${targetsEn(cells)}`,
          fr: `pioche : il n’y a pas assez de ${COLOUR_FR[colour]} sous la main pour ${targetsFr(cells)}`,
        };
      if (colour !== undefined && cells !== undefined)
        return {
          en: `draws: the recruit zone has no ${colour} for ${targetsEn(cells)}`,
          fr: `pioche : la zone de recrutement n’a pas de ${COLOUR_FR[colour]} pour ${targetsFr(cells)}`,
        };
      return {
        en: `draws: ${open.length} target${open.length === 1 ? '' : 's'} still to fill, and drawing now keeps the next actions for landing`,
        fr: `pioche : ${open.length} cible${open.length === 1 ? '' : 's'} encore à remplir, et piocher maintenant garde les actions suivantes pour poser`,
      };
    }
    case 'move':
    case 'choreography':
    case 'fast-step':
    case 'diagonal': {
      const c = colourAt(command.from);
      const how = command.type === 'move' ? undefined : COMMAND_NAMES[command.type];
      const withEn = how === undefined ? '' : ` with ${how.en}`;
      const withFr = how === undefined ? '' : ` avec ${how.fr}`;
      if (c === undefined) return { en: `moves the token at ${command.from}${withEn}`, fr: `déplace le jeton en ${command.from}${withFr}` };
      if (command.to === 'off')
        return {
          en: `moves the ${c} at ${command.from} off the board${withEn}: no target needs it there`,
          fr: `sort du plateau le ${COLOUR_FR[c]} en ${command.from}${withFr} : aucune cible n’en a besoin là`,
        };
      if (view.targets[cellIndex(command.to)] === c)
        return { en: `moves the ${c} onto its target at ${command.to}${withEn}`, fr: `déplace le ${COLOUR_FR[c]} sur sa cible en ${command.to}${withFr}` };
      const target = servedTarget(view, me, command.to, c, command.from);
      if (target !== undefined) {
        const wind = windCarries(view, command.to) === target.cell;
        return {
          en: `moves the ${c} from ${command.from} to ${command.to}${withEn}, toward its target at ${target.cell}${wind ? ' before the wind' : ''}`,
          fr: `déplace le ${COLOUR_FR[c]} de ${command.from} en ${command.to}${withFr}, vers sa cible en ${target.cell}${wind ? ' avant le vent' : ''}`,
        };
      }
      return {
        en: `moves the ${c} from ${command.from} to ${command.to}${withEn}, out of the way of the targets`,
        fr: `déplace le ${COLOUR_FR[c]} de ${command.from} en ${command.to}${withFr}, hors du chemin des cibles`,
      };
    }
    case 'mixing': {
      const [a, b] = command.cells;
      const ca = colourAt(a);
      const cb = colourAt(b);
      const into = ca !== undefined && cb !== undefined ? mix(ca, cb) : undefined;
      if (into === undefined) return { en: `mixes the tokens at ${a} and ${b}`, fr: `mélange les jetons en ${a} et ${b}` };
      const cells = openTargets(view, me).filter((t) => t.color === into).map((t) => t.cell);
      return cells.length > 0
        ? { en: `mixes ${a} and ${b} into ${into} for ${targetsEn(cells)}`, fr: `mélange ${a} et ${b} en ${COLOUR_FR[into]} pour ${targetsFr(cells)}` }
        : { en: `mixes ${a} and ${b} into ${into}`, fr: `mélange ${a} et ${b} en ${COLOUR_FR[into]}` };
    }
    case 'joker': {
      const cells = openTargets(view, me).filter((t) => serves(me, command.to, t.color)).map((t) => t.cell);
      const forEn = cells.length > 0 ? `: ${targetsEn(cells)} need${cells.length === 1 ? 's' : ''} ${command.to}` : '';
      const forFr = cells.length > 0 ? ` : ${targetsFr(cells)} ${cells.length === 1 ? 'a' : 'ont'} besoin de ${COLOUR_FR[command.to]}` : '';
      return {
        en: `plays the joker, four ${command.from} for four ${command.to}${forEn}`,
        fr: `joue le joker, quatre ${COLOUR_FR[command.from]} contre quatre ${COLOUR_FR[command.to]}${forFr}`,
      };
    }
    case 'end-turn': {
      // What the wind does for the player once the turn ends: a stigmerian blown onto its target.
      const blown: string[] = [];
      me.board.forEach((t, i) => {
        if (t === null || t === undefined || t.pollen) return;
        const to = windCarries(view, CELL_NAMES[i]!);
        if (to !== undefined && view.targets[cellIndex(to)] === t.color && me.board[cellIndex(to)] == null) blown.push(to);
      });
      if (me.actionsUsed >= actionsInTurn(view.turn))
        return { en: 'ends the turn: every action of this turn is spent', fr: 'finit le tour : toutes les actions de ce tour sont jouées' };
      if (blown.length > 0)
        return { en: `ends the turn: the wind brings tokens onto ${targetsEn(blown)}`, fr: `finit le tour : le vent pousse des jetons sur ${targetsFr(blown)}` };
      return {
        en: 'ends the turn: no action left this turn brings the schema closer',
        fr: 'finit le tour : aucune action de ce tour ne rapproche plus du schéma',
      };
    }
    case 'choreography-stop':
      return { en: 'stops the Choreography: no other stigmerian needs a step', fr: 'arrête la Chorégraphie : aucun autre stigmérien n’a besoin d’un pas' };
    case 'half-note-keep':
      return { en: `keeps the Half Note’s white on ${command.cell}`, fr: `garde le blanc de la Blanche en ${command.cell}` };
    case 'combination':
      if (view.targets[cellIndex(command.cell)] === 'brown')
        return { en: `turns ${command.cell} brown with Combination, as its target needs`, fr: `rend ${command.cell} marron avec Combinaison, comme sa cible le demande` };
      return { en: `turns ${command.cell} brown with Combination`, fr: `rend ${command.cell} marron avec Combinaison` };
    default: {
      const name = COMMAND_NAMES[command.type];
      const cells = 'cells' in command ? [...command.cells] : 'cell' in command ? [command.cell] : [];
      return cells.length > 0
        ? { en: `plays ${name.en} on ${cellsEn(cells)}`, fr: `joue ${name.fr} sur ${cellsFr(cells)}` }
        : { en: `plays ${name.en}`, fr: `joue ${name.fr}` };
    }
  }
}
