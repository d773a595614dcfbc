import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, demoReplay, replayGame, type Command } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { firstOf, secondOf } from '../src/picking.js';
import { cell, mount, q } from './element-helpers.js';
import { giveThroughUi } from './ui-commands.js';

afterEach(() => {
  document.body.replaceChildren();
});

async function click(el: StigmeriaBoard, target: HTMLElement | null, what: string): Promise<void> {
  expect(target, what).not.toBeNull();
  target!.click();
  await el.updateComplete;
}

async function clickCell(el: StigmeriaBoard, name: string): Promise<void> {
  const c = cell(el, name);
  expect(c.classList.contains('lit'), `${name} should be highlighted`).toBe(true);
  await click(el, c, name);
}

/** Gives a command with the mouse only, as a player would. */
async function give(el: StigmeriaBoard, command: Command): Promise<void> {
  const pending = el.state!.players[command.player]!.pending;
  switch (command.type) {
    case 'draw':
    case 'end-turn':
    case 'undo':
      return click(el, q(el, `button.${command.type}`), command.type);
    case 'choreography-stop':
      return click(el, q(el, 'button.stop'), 'stop');
    case 'joker':
      return click(el, q(el, `.joker-swap[data-from="${command.from}"][data-to="${command.to}"]`), 'joker');
    case 'land':
      await click(el, q(el, `.recruit-colour[data-color="${command.color}"]`), 'recruit');
      return clickCell(el, command.to);
    default: {
      if (command.type !== 'move' && command.type !== 'half-note-keep' && pending === null) {
        await click(el, q(el, `.special[data-action="${command.type}"]`), command.type);
      }
      const first = firstOf(command)!;
      // A Move starts with a click on the stigmerian itself; every other first cell is highlighted.
      if (command.type === 'move') await click(el, cell(el, first), first);
      else await clickCell(el, first);
      const second = secondOf(command);
      if (second === 'off') return click(el, q(el, 'button.off'), 'off');
      if (second !== undefined) return clickCell(el, second);
    }
  }
}

describe('<stigmeria-board> mouse play of every catalogue demo', () => {
  for (const entry of catalogue) {
    it(`${entry.schema.id}: every step by clicks gives the recorded state`, async () => {
      const replay = demoReplay(entry);
      if (!replay.ok) throw new Error(replay.error.code);
      const setup = replay.value.setup;
      const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed, mode: setup.mode, players: String(setup.players.length) });
      // The discovery and normal demonstrations keep their own step-by-step checks; the other modes go through the
      // shared helper, which knows the StigmaReine and the decisions panel.
      const classic = setup.mode === 'normal' || setup.mode === 'discovery';
      const steps = replay.value.steps;
      for (let n = 0; n < steps.length; n++) {
        if (classic) await give(el, steps[n]!.command);
        else await giveThroughUi(el, steps[n]!.command, 'pointer');
        expect(el.log.length, `after step ${n} (${steps[n]!.command.type})`).toBe(n + 1);
      }
      const final = replayGame(replay.value);
      if (!final.ok) throw new Error(final.error.code);
      expect(el.state).toEqual(final.value);
      expect(q(el, '[part="end-panel"]')).not.toBeNull();
      // A whole demonstration by clicks renders every step: seconds alone, several times that on a shared machine.
    }, 60_000);
  }
});
