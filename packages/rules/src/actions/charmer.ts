/**
 * Charmer (R18, a versus action, BGA §9.20): in the after-turn phase the flow asks each owner in turn order; the
 * player names one recruit-zone token of each of two different players (either may be the charmer, or neither)
 * and the two change owners. A token received by Charmer this turn cannot be charmed again. Or the player passes.
 */
import { COLOURS, isColour } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Colour, Command, GameState, PlayerState, RecruitToken } from '../types.js';
import type { Action } from './action.js';

/** How many `color` tokens of the player's recruit zone may be charmed: those not received by Charmer this turn. */
function charmableOf(p: PlayerState, color: Colour): number {
  return p.recruit[color] - p.charmed.filter((c) => c === color).length;
}

/** The seats whose recruit-zone tokens may be charmed: every player not out. */
function seats(state: GameState): number[] {
  return state.players.flatMap((p, seat) => (p.status === 'out' ? [] : [seat]));
}

export const charmer: Action<'charmer'> = {
  type: 'charmer',
  legal({ state, player, index }) {
    if (player.pending?.kind !== 'charmer') return [];
    const colours = (seat: number): Colour[] => COLOURS.filter((c) => charmableOf(state.players[seat]!, c) > 0);
    const open = seats(state);
    const out: Command[] = [];
    for (const a of open) {
      for (const b of open) {
        if (b <= a) continue;
        for (const ca of colours(a)) {
          for (const cb of colours(b)) {
            out.push({ type: 'charmer', player: index, tokens: [{ player: a, color: ca }, { player: b, color: cb }] });
          }
        }
      }
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    if (player.pending?.kind !== 'charmer') return ruleError('decision/none', 'Charmer is played in the after-turn phase.');
    const [a, b] = command.tokens;
    if (a === undefined || b === undefined) return ruleError('command/malformed', 'Charmer names two tokens.');
    if (a.player === b.player) {
      return ruleError('charmer/same-player', 'Charmer swaps the tokens of two different players.', { player: a.player });
    }
    for (const token of [a, b] as const) {
      if (!isColour(token.color)) return ruleError('command/malformed', 'Charmer names tokens by colour.');
      const owner = state.players[token.player];
      if (owner === undefined) return ruleError('charmer/no-such-player', `There is no player ${token.player}.`, { player: token.player });
      if (owner.status === 'out') return ruleError('charmer/player-out', `Player ${token.player} is out of the game.`, { player: token.player });
      if (charmableOf(owner, token.color) <= 0) {
        return ruleError('charmer/no-token', `Player ${token.player} has no ${token.color} token that can be charmed.`, {
          player: token.player,
          color: token.color,
        });
      }
    }
    const tokens: readonly [RecruitToken, RecruitToken] = [
      { player: a.player, color: a.color },
      { player: b.player, color: b.color },
    ];
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'charmed', player: index, tokens });
    return undefined;
  },
};

export const charmerPass: Action<'charmer-pass'> = {
  type: 'charmer-pass',
  legal: ({ player, index }) => (player.pending?.kind === 'charmer' ? [{ type: 'charmer-pass', player: index }] : []),
  resolve(step, { player, index }) {
    if (player.pending?.kind !== 'charmer') return ruleError('decision/none', 'Charmer is played in the after-turn phase.');
    step.emit({ type: 'decision', player: index, pending: null });
    return undefined;
  },
};
