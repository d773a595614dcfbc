/**
 * Give (R19): each matched StigmaReine token goes into the bag of a player the acting player chooses, their own
 * included; the bag is shuffled. When the StigmaReine is left empty, A5 follows.
 */
import { cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const give: Action<'give'> = {
  type: 'give',
  legal({ state, player, index }) {
    if (player.pending?.kind !== 'give') return [];
    const out: Command[] = [];
    for (const cell of player.pending.cells) {
      state.players.forEach((p, to) => {
        if (p.status !== 'out') out.push({ type: 'give', player: index, cell, to });
      });
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const pending = player.pending;
    if (pending?.kind !== 'give') return ruleError('decision/none', 'No StigmaReine token waits to be given.');
    if (!pending.cells.includes(command.cell)) {
      return ruleError('give/not-matched', `${command.cell} is not one of the matched tokens.`, { cell: command.cell });
    }
    const receiver = state.players[command.to];
    if (receiver === undefined || receiver.status === 'out') {
      return ruleError('give/no-such-player', `Player ${command.to} cannot receive a token.`, { to: command.to });
    }
    const t = state.central!.board[cellIndex(command.cell)]!;
    step.emit({ type: 'given', player: index, cell: command.cell, color: t.color, to: command.to });
    step.emit({ type: 'bag-shuffled', player: command.to });
    const cells = pending.cells.filter((c) => c !== command.cell);
    step.emit({ type: 'decision', player: index, pending: cells.length > 0 ? { kind: 'give', cells } : null });
    return undefined;
  },
};
