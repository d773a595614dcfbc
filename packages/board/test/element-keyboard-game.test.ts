import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, findSchema, replayGame, demoReplay, specialActionsOf, type Command, type SpecialActionId } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { firstOf, secondOf } from '../src/picking.js';
import { SPECIAL_KEYS } from '../src/views/specials.js';
import { mount, q } from './element-helpers.js';
import { giveThroughUi } from './ui-commands.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** The element that has the keyboard focus inside the board. */
function focused(el: StigmeriaBoard): HTMLElement {
  const active = el.shadowRoot!.activeElement;
  expect(active, 'something in the board has the focus').not.toBeNull();
  return active as HTMLElement;
}

/** Presses a key on the focused element, as a keyboard would send it there. */
async function press(el: StigmeriaBoard, key: string): Promise<void> {
  focused(el).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Moves the focus over the grid with the arrow keys only. */
async function goTo(el: StigmeriaBoard, name: string): Promise<void> {
  const index = (cellName: string) => ('ABCDEFGHIJ'.indexOf(cellName[0]!) * 10 + Number(cellName.slice(1)) - 1);
  for (let guard = 0; guard < 20; guard++) {
    const here = focused(el).dataset['cell'];
    expect(here, 'the focus is on a cell').toBeDefined();
    if (here === name) return;
    const [from, to] = [index(here!), index(name)];
    const dr = Math.floor(to / 10) - Math.floor(from / 10);
    const dc = (to % 10) - (from % 10);
    await press(el, dr > 0 ? 'ArrowDown' : dr < 0 ? 'ArrowUp' : dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(focused(el).dataset['cell']).toBe(name);
}

/** Picks or drops on a cell: the cell must be offered (highlighted), or be the stigmerian that starts a move. */
async function enterOn(el: StigmeriaBoard, name: string, mustBeLit: boolean): Promise<void> {
  await goTo(el, name);
  if (mustBeLit) expect(focused(el).classList.contains('lit'), `${name} is offered`).toBe(true);
  await press(el, 'Enter');
}

/** Gives a command with keys only. */
async function give(el: StigmeriaBoard, command: Command): Promise<void> {
  const state = el.state!;
  const pending = state.players[command.player]!.pending;
  switch (command.type) {
    case 'draw':
      return press(el, 'd');
    case 'end-turn':
      return press(el, 'e');
    case 'undo':
      return press(el, 'u');
    case 'choreography-stop':
      return press(el, 's');
    case 'joker':
      throw new Error('no demonstration plays the joker');
    case 'land': {
      for (let guard = 0; guard < 10 && q(el, '.recruit-colour[aria-pressed="true"]')?.dataset['color'] !== command.color; guard++) {
        await press(el, 'r');
      }
      expect(q(el, '.recruit-colour[aria-pressed="true"]')?.dataset['color']).toBe(command.color);
      return enterOn(el, command.to, true);
    }
    default: {
      if (command.type !== 'move' && command.type !== 'half-note-keep' && pending === null) {
        const at = specialActionsOf(state).indexOf(command.type as SpecialActionId);
        expect(at, `${command.type} is a special action of the flower`).toBeGreaterThanOrEqual(0);
        await press(el, SPECIAL_KEYS[at]!);
      }
      // A Move starts on the stigmerian itself; every other first cell is offered.
      await enterOn(el, firstOf(command)!, command.type !== 'move');
      const second = secondOf(command);
      if (second === 'off') return press(el, 'o');
      if (second !== undefined) return enterOn(el, second, true);
    }
  }
}

const SHORT = ['dentdine-crooked-stile', 'maronne-hearth-stone'];

describe('<stigmeria-board> a whole game with the keyboard only', () => {
  // The two short games named in the design notes first, then every other demonstration.
  const ids = [...SHORT, ...catalogue.map((e) => e.schema.id).filter((id) => !SHORT.includes(id))];
  for (const id of ids) {
    it(`${id}: the demonstration played with keys fulfils the schema`, async () => {
      const entry = findSchema(id)!;
      const mode = entry.demo.mode;
      const el = await mount({ schema: id, seed: entry.demo.seed, mode, players: String(entry.demo.players) });
      const classic = mode === 'normal' || mode === 'discovery';
      const first = q(el, '[role="gridcell"][tabindex="0"]')!;
      first.focus();
      expect(focused(el)).toBe(first);
      const steps = entry.demo.steps;
      for (let n = 0; n < steps.length; n++) {
        if (classic) await give(el, steps[n]!.command);
        else {
          try {
            await giveThroughUi(el, steps[n]!.command, 'keys');
          } catch (error) {
            throw new Error(`step ${n} ${JSON.stringify(steps[n]!.command)} after ${JSON.stringify(steps[n - 1]?.command)}: ${String(error)}`);
          }
        }
        expect(el.log.length, `after step ${n} (${steps[n]!.command.type})`).toBe(n + 1);
      }
      const replay = demoReplay(entry);
      if (!replay.ok) throw new Error(replay.error.code);
      const final = replayGame(replay.value);
      if (!final.ok) throw new Error(final.error.code);
      expect(el.state).toEqual(final.value);
      expect(el.state!.over).toBe(true);
      expect(el.state!.players.some((p) => p.status === 'fulfilled')).toBe(true);
      expect(q(el, '[part="end-panel"]')).not.toBeNull();
      // A whole competitive demonstration is a few hundred key presses, each rendered: seconds on a quiet machine,
      // several times that while every package's tests share two cores.
    }, 60_000);
  }
});
