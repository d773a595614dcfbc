/**
 * Writing a replay: a game's steps recorded into a log, and the replay document made of a setup and its steps.
 * Nothing here reads or checks a document (that is `replay.ts`), so a bundle that only writes replays leaves the
 * document readers out.
 * @module
 */
import { lastStepOf } from './recording.js';
import { RULES_VERSION } from './version.js';
import type { GameSetup, Replay, ReplayStep } from './types.js';

/**
 * Adds a played step to a game's log. An `undo` takes the player's last step out of the log instead, since
 * undone steps are not part of the game's history (R22).
 *
 * It returns a new array and leaves `steps` as it was, so each call copies the whole log: recording a game of
 * `n` steps this way takes time and memory in `n²`. To record a game as it is played, use {@link record}, whose
 * recordings share their steps (linear in the game's length).
 *
 * @example
 * ```ts
 * let steps: ReplayStep[] = [];
 * const r = play(state, command);
 * if (r.ok) { state = r.value.state; steps = recordStep(steps, { command, events: r.value.events }); }
 * ```
 */
export function recordStep(steps: readonly ReplayStep[], step: ReplayStep): ReplayStep[] {
  if (step.command.type !== 'undo') return [...steps, step];
  const at = lastStepOf(steps, steps.length, step.command.player);
  return at < 0 ? steps.slice() : [...steps.slice(0, at), ...steps.slice(at + 1)];
}

/**
 * Builds a replay document from a game's setup and its recorded steps.
 *
 * @example
 * ```ts
 * const replay = toReplay(setup, steps, { title: { en: 'A quick win', fr: 'Une victoire rapide' } });
 * const text = serializeReplay(replay);
 * ```
 */
export function toReplay(setup: GameSetup, steps: readonly ReplayStep[], metadata?: Replay['metadata']): Replay {
  const players =
    typeof setup.players === 'number'
      ? Array.from({ length: setup.players }, () => ({}))
      : setup.players.map((p) => (p.name === undefined ? {} : { name: p.name }));
  const replay: Replay = {
    format: 'stigmeria/replay',
    formatVersion: 1,
    rulesVersion: RULES_VERSION,
    setup: {
      schema: setup.schema,
      mode: setup.mode,
      players,
      seed: String(setup.seed),
      options: { joker: setup.options?.joker ?? true },
    },
    ...(metadata === undefined ? {} : { metadata }),
    steps: steps.map((s) => ({ command: s.command, events: s.events, ...(s.note === undefined ? {} : { note: s.note }) })),
  };
  return replay;
}
