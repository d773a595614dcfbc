import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  catalogue,
  parseCommand,
  createGame,
  legalActions,
  playableModes,
  play,
  FLOWER_ACTIONS,
  SPECIALS,
  SPECIAL_IDS,
  type Command,
  type CommandType,
  type GameState,
  type Mode,
} from '../src/index.js';
import { ACTIONS, COMMAND_TYPES } from '../src/actions/index.js';
import { SPECIAL_ACTIONS } from '../src/actions/special-actions.js';
import { TRAITS } from '../src/traits.js';

describe('the traits table', () => {
  it('has one entry for every command type, and the registry one action for each, in the same types', () => {
    expect(new Set(Object.keys(ACTIONS))).toEqual(new Set(COMMAND_TYPES));
    for (const type of COMMAND_TYPES) expect(ACTIONS[type].type).toBe(type);
    expect(new Set(Object.keys(SPECIAL_ACTIONS))).toEqual(new Set(SPECIAL_IDS));
  });

  it('R16–R18: a special action and its answers share one special action, and only its own command says its level', () => {
    for (const type of COMMAND_TYPES) {
      const traits = TRAITS[type] as (typeof TRAITS)[CommandType];
      if (!('special' in traits)) continue;
      expect(SPECIAL_IDS, type).toContain(traits.special);
      expect('level' in traits, type).toBe(type === traits.special);
    }
  });

  it('R16: the eleven flower actions are the first eleven special actions, in the order of the rules', () => {
    expect(FLOWER_ACTIONS).toEqual(SPECIAL_IDS.slice(0, 11));
    expect(SPECIAL_IDS).toHaveLength(20);
    expect(Object.keys(SPECIALS)).toEqual([...SPECIAL_IDS]);
  });

  it('R18, R20: once-per-turn entries name their own special action, or Last Drift', () => {
    for (const type of COMMAND_TYPES) {
      const traits = TRAITS[type] as { readonly special?: string; readonly oncePerTurn?: string };
      if (traits.oncePerTurn === undefined) continue;
      expect(traits.oncePerTurn, type).toBe(traits.special ?? 'last-drift');
    }
  });
});

// What a new command type or special action must reach besides the compiler's tables: a test file of its own, the
// JSON Schemas of commands and events, and the command tables of the documentation.
describe('every command type and special action reaches what the compiler does not check', () => {
  const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const soloCompetitive = () => {
    const schema = catalogue.find((entry) => entry.schema.flower === 'competitive')!.schema;
    const created = createGame({ schema, mode: 'solo-no-limit', players: [{ name: 'Solo' }], seed: 'traits' });
    if (!created.ok) throw new Error(created.error.code);
    return created.value;
  };

  it('each special action has its own test file, test/actions/<id>.test.ts', () => {
    const missing = SPECIAL_IDS.filter((id) => !existsSync(file(`./actions/${id}.test.ts`)));
    expect(missing).toEqual([]);
  });

  it('the command schema knows every command type, and every special action as the one a gain names', () => {
    for (const type of COMMAND_TYPES) {
      const parsed = parseCommand({ type, player: 0 });
      if (!parsed.ok) expect(parsed.error.issues.map((issue) => issue.path), type).not.toContain('/type');
    }
    for (const id of SPECIAL_IDS) expect(parseCommand({ type: 'gain', player: 0, action: id }).ok, id).toBe(true);
  });

  it('the event schema knows every command type as the one an acted event names, and every special action as one gained', () => {
    const state = soloCompetitive();
    const malformed = (event: unknown) => {
      const result = applyEvent(state, event);
      return result.ok ? undefined : result.error.code === 'event/malformed' ? result.error.message : undefined;
    };
    for (const type of COMMAND_TYPES) expect(malformed({ type: 'acted', player: 0, action: type, cost: 0 }), type).toBeUndefined();
    for (const id of SPECIAL_IDS) expect(malformed({ type: 'gained', player: 0, action: id }), id).toBeUndefined();
  });

  it('the command tables of the README and of docs/rules.md name every command type', () => {
    for (const path of ['../README.md', '../../../docs/rules.md']) {
      const rows = readFileSync(file(path), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .join('\n');
      expect(
        COMMAND_TYPES.filter((type) => !rows.includes(`\`${type}\``)),
        path,
      ).toEqual([]);
    }
  });
});

// R22's checkpoints: the start of the turn and every step that reveals hidden information or randomness or
// touches what is not the player's alone (the StigmaReine, another player, the wind), and the answers to the
// decisions such steps raise. `evolve` derives them from the events; this is the list the ruling gives.
const CHECKPOINTS: ReadonlySet<CommandType> = new Set<CommandType>([
  'draw',
  'fulgurance',
  'central-draw',
  'central-place',
  'central-move',
  'central-joker',
  'a5',
  'central-recruit',
  'gain',
  'give',
  'prediction',
  'fog-die',
  'fog-die-land',
  'pilferer',
  'sower',
  'jealousy',
  'charmer',
  'charmer-pass',
  'last-drift',
  'drift-move',
  'drift-remove',
  'drift-land',
  'wind-reroll',
  'wind-unknown',
  'wind-direction',
]);

/** A small generator of its own, so that the games below are the same on every run. */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('R22: which steps are checkpoints, derived from their events', () => {
  it('after a step, its player can undo it exactly when the step is no checkpoint (catalogue games in every mode)', () => {
    const random = generator(22);
    const seen = new Map<CommandType, boolean>();
    for (const { schema } of catalogue) {
      for (const mode of playableModes(schema) as Mode[]) {
        const players = mode === 'solo-no-limit' ? 1 : mode.startsWith('competitive') ? 3 : 2;
        const created = createGame({ schema, mode, players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), seed: `${schema.id}-${mode}` });
        if (!created.ok) throw new Error(created.error.code);
        let state: GameState = created.value;
        for (let i = 0; i < 150 && !state.over; i++) {
          const commands = legalActions(state).filter((c) => c.type !== 'undo');
          const ends = commands.filter((c) => c.type === 'end-turn');
          const command: Command = ends.length > 0 && random() < 0.2 ? ends[0]! : commands[Math.floor(random() * commands.length)]!;
          const result = play(state, command);
          if (!result.ok) throw new Error(result.error.code);
          const { events } = result.value;
          state = result.value.state;
          // A step that ended its player's turn, game or part in it ends undo whatever it is.
          const endedAnyway = events.some((e) => e.type === 'turn-started' || e.type === 'turn-ended' || e.type === 'fulfilled' || e.type === 'player-out');
          if (endedAnyway || command.type === 'end-turn') continue;
          const undoable = state.players[command.player]!.previous !== null;
          expect(undoable, JSON.stringify(command)).toBe(!CHECKPOINTS.has(command.type));
          seen.set(command.type, undoable);
        }
      }
    }
    // Not a vacuous check: both kinds of step were played, several of each.
    const kinds = [...seen.values()];
    expect(kinds.filter((u) => u).length).toBeGreaterThan(8);
    expect(kinds.filter((u) => !u).length).toBeGreaterThan(10);
  });
});
