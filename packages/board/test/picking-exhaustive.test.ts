// The switches over command types are exhaustive: every type the rules define has its case (the type checker
// refuses a switch that misses one, through `unhandled(value: never)`), and a value of no known type picks nothing.
import { describe, expect, it } from 'vitest';
import type { Command } from '@stigmeria/rules';
import { firstOf, secondOf, unhandled } from '../src/picking.js';
import { commandLabel } from '../src/views/decisions.js';
import { strings } from '../src/i18n.js';

describe('exhaustive switches over command types', () => {
  it('a known command is answered by its case', () => {
    const move: Command = { type: 'move', player: 0, from: 'A1', to: 'A2' };
    expect(firstOf(move)).toBe('A1');
    expect(secondOf(move)).toBe('A2');
    expect(firstOf({ type: 'draw', player: 0 })).toBeUndefined();
    expect(commandLabel(strings('en'), { type: 'combination', player: 0, cell: 'A1' }, String)).toBe(strings('en').actions.combination);
  });

  it('unhandled only takes what no case is left for', () => {
    const command = { type: 'move', player: 0, from: 'A1', to: 'A2' } as Command;
    // @ts-expect-error a Command is not `never`: a switch that left a type unhandled would not compile.
    expect(unhandled(command)).toBeUndefined();
  });

  it('a command of a type the board does not know picks no cell and has no label', () => {
    const alien = { type: 'teleport', player: 0 } as unknown as Command;
    expect(firstOf(alien)).toBeUndefined();
    expect(secondOf(alien)).toBeUndefined();
    expect(commandLabel(strings('en'), alien, String)).toBe('');
  });
});
