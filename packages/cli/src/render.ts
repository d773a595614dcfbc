/**
 * Draws boards, recruit zones and commands as terminal text: with ANSI colours for people at a terminal, and
 * with letters alone when colours are off, so that every colour can also be read without seeing it.
 * @module
 */
import {
  CELL_NAMES,
  COLOURS,
  MODES,
  actionsInTurn,
  windAfterTurn,
  type Colour,
  type Command,
  type GameState,
  type PlayerState,
  type Token,
} from '@stigmeria/rules';
import { visible } from './terminal-text.js';
import { ACTION_NAMES } from './names.js';

/** "1 action", "2 actions": a count and its noun, singular for one. */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** One letter a colour. Brown and black cannot both be `B`, nor blue: brown is `N`, black `K` (as in CMYK). */
export const LETTERS: Readonly<Record<Colour, string>> = {
  blue: 'B',
  yellow: 'Y',
  red: 'R',
  orange: 'O',
  green: 'G',
  violet: 'V',
  brown: 'N',
  white: 'W',
  black: 'K',
};

// 256-colour codes where the 16 basic ones have no such colour (orange, brown).
const FOREGROUND: Readonly<Record<Colour, string>> = {
  blue: '38;5;33',
  yellow: '38;5;220',
  red: '38;5;196',
  orange: '38;5;208',
  green: '38;5;40',
  violet: '38;5;135',
  brown: '38;5;130',
  white: '38;5;255',
  black: '38;5;244',
};

/** How text is drawn: `colour` adds ANSI escapes. */
export interface Style {
  readonly colour: boolean;
}

function paint(style: Style, codes: string, text: string): string {
  return style.colour ? `\u001b[${codes}m${text}\u001b[0m` : text;
}

/** The legend printed under boards, so that the letters and brackets need no guessing. */
export function legend(): string {
  const letters = COLOURS.map((c) => `${LETTERS[c]} ${c}`).join(', ');
  return `[X] stigmerian, (X) pollen, x empty target of that colour, . empty; ${letters}`;
}

function cellText(style: Style, token: Token | null | undefined, target: Colour | null | undefined): string {
  if (token === null || token === undefined) {
    if (target === null || target === undefined) return paint(style, '2', ' . ');
    return paint(style, FOREGROUND[target], ` ${LETTERS[target].toLowerCase()} `);
  }
  const letter = LETTERS[token.color];
  // A pollen is drawn bold on a dark background as well as in parentheses, a stigmerian in brackets.
  return token.pollen ? paint(style, `1;${FOREGROUND[token.color]};48;5;236`, `(${letter})`) : paint(style, `1;${FOREGROUND[token.color]}`, `[${letter}]`);
}

/** A 10×10 board with row letters and column numbers; `targets` are shown on empty cells. */
export function drawBoard(style: Style, board: readonly (Token | null)[], targets: readonly (Colour | null)[] | null): string[] {
  const lines = ['    ' + Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, ' ') + ' ').join('')];
  for (let row = 0; row < 10; row++) {
    let line = ` ${'ABCDEFGHIJ'[row]}  `;
    for (let col = 0; col < 10; col++) {
      const i = row * 10 + col;
      line += cellText(style, board[i], targets === null ? null : targets[i]);
    }
    lines.push(line);
  }
  return lines;
}

/** A recruit zone as `blue 2, red 1`, or `empty`. */
export function recruitText(style: Style, recruit: Readonly<Record<Colour, number>>): string {
  const parts = COLOURS.filter((c) => recruit[c] > 0).map((c) => `${paint(style, FOREGROUND[c], c)} ${recruit[c]}`);
  return parts.length === 0 ? 'empty' : parts.join(', ');
}

/** The wind that blows after the current turn, as far as it is known. */
export function windText(state: GameState): string {
  const rules = MODES[state.mode];
  if (rules.turnLimit !== null && state.turn >= rules.turnLimit) return 'none (last turn)';
  if (rules.noLimit) return state.winds[state.turn - 1] ?? 'not rolled yet';
  return windAfterTurn(state.schema, state.turn);
}

/** A player's name: their own, or `Player n` counted from 1. */
function nameOf(state: GameState, seat: number): string {
  const name = state.players[seat]?.name ?? '';
  return name === '' ? `Player ${seat + 1}` : name;
}

/** A player's name as the text output shows it, with its control characters made visible. */
export function playerName(state: GameState, seat: number): string {
  return visible(nameOf(state, seat));
}

/** What a player still has to decide, by the kind of decision the rules hold them to (R18–R21). */
const DECISIONS: Readonly<Record<NonNullable<PlayerState['pending']>['kind'], string>> = {
  choreography: `more ${ACTION_NAMES.choreography} steps, or stop`,
  'half-note': `where ${ACTION_NAMES['half-note']} leaves its white`,
  'central-place': 'where the drawn token goes on the StigmaReine',
  gain: 'which actions to earn',
  give: 'which matched tokens to give',
  'fog-die': `where the ${ACTION_NAMES['fog-die']} token lands`,
  drift: `what the ${ACTION_NAMES['last-drift']} does`,
  'free-special': 'which free special action to play',
  charmer: `which tokens ${ACTION_NAMES.charmer} swaps`,
  'wind-die': 'the wind die',
};

function playerLine(style: Style, state: GameState, seat: number, player: PlayerState): string {
  const parts = [
    `${playerName(state, seat)} (seat ${seat})`,
    player.status === 'out' ? `out (${player.outReason ?? 'unknown'})` : player.status,
    `actions ${player.actionsUsed}/${actionsInTurn(state.turn)}`,
    `bag ${player.bag.length}`,
    `recruit zone: ${recruitText(style, player.recruit)}`,
  ];
  if (player.finished !== null) parts.push(`fulfilled in turn ${player.finished.turn} with ${plural(player.finished.actions, 'action')}`);
  if (player.turnEnded && player.status === 'playing') parts.push('turn ended');
  if (player.pending !== null) parts.push(`to decide: ${DECISIONS[player.pending.kind]}`);
  if (player.jokerUsed) parts.push('joker used');
  return parts.join(' · ');
}

/** The whole table: a header, every player's board, and the StigmaReine with its recruit zone when there is one. */
export function drawState(style: Style, state: GameState): string {
  const out: string[] = [];
  const limit = MODES[state.mode].turnLimit;
  out.push(
    `${schemaTitle(state.schema)} · ${state.mode} · turn ${state.turn}${limit === null ? '' : `/${limit}`}` +
      ` · wind after this turn: ${windText(state)}${state.over ? ' · game over' : ''}`,
  );
  if (state.central !== null) {
    out.push('', `StigmaReine · recruit zone: ${recruitText(style, state.central.recruit)}`);
    out.push(...drawBoard(style, state.central.board, null));
  }
  state.players.forEach((player, seat) => {
    out.push('', playerLine(style, state, seat, player));
    out.push(...drawBoard(style, player.board, state.targets));
  });
  out.push('', legend());
  return out.join('\n');
}

/** A schema's English name and its id, as a header shows them. */
export function schemaTitle(schema: { readonly id: string; readonly name: { readonly en: string } }): string {
  return visible(`${schema.name.en} (${schema.id})`);
}

/** A command in a few words: its type, then its fields (`land blue A3`), naming the player. */
export function commandText(state: GameState, command: Command): string {
  const fields = Object.entries(command)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => visible(`${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`));
  const who = state.players.length > 1 ? `${playerName(state, command.player)}: ` : '';
  return `${who}${visible(command.type)}${fields.length === 0 ? '' : ' ' + fields.join(', ')}`;
}

/** The board as a list of tokens, for `--json` output. */
export function tokensOf(board: readonly (Token | null)[]): { cell: string; color: Colour; pollen: boolean }[] {
  const out: { cell: string; color: Colour; pollen: boolean }[] = [];
  board.forEach((t, i) => {
    if (t !== null) out.push({ cell: CELL_NAMES[i]!, color: t.color, pollen: t.pollen });
  });
  return out;
}

/** The state in the shape `--json` prints: what the text shows, without hidden information. */
export function stateJson(state: GameState): Record<string, unknown> {
  return {
    schema: state.schema.id,
    mode: state.mode,
    turn: state.turn,
    over: state.over,
    wind: windText(state),
    players: state.players.map((p, seat) => ({
      seat,
      name: nameOf(state, seat),
      status: p.status,
      actionsUsed: p.actionsUsed,
      actionsInTurn: actionsInTurn(state.turn),
      bag: p.bag.length,
      recruit: p.recruit,
      finished: p.finished,
      pending: p.pending,
      board: tokensOf(p.board),
    })),
    central: state.central === null ? null : { recruit: state.central.recruit, board: tokensOf(state.central.board) },
  };
}
