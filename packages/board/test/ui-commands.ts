// Gives any legal command through the element's interface, by pointer or by keyboard, the way a player would: the
// board's cells (on the right board: the player's own, the StigmaReine or a Last Drift's target), the recruit zone,
// the action buttons, the special actions and the decisions panel. Shared by the tests that play every catalogue
// demonstration through the element.
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import { legalActions, type Command, type SpecialActionId } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { boardOf, firstOf, secondOf } from '../src/picking.js';
import { SPECIAL_KEYS } from '../src/views/specials.js';
import { q } from './element-helpers.js';

export type Via = 'pointer' | 'keys';

const root = (el: StigmeriaBoard) => el.shadowRoot!;
const focused = (el: StigmeriaBoard) => root(el).activeElement as HTMLElement | null;

/** A cell of one board. */
function boardCell(el: StigmeriaBoard, board: string, name: string): HTMLElement {
  const c = q(el, `[role="grid"][data-board="${board}"] [data-cell="${name}"]`);
  expect(c, `${board}:${name} is shown`).not.toBeNull();
  return c!;
}

/** Presses a key on the focused element, as a keyboard would send it there. */
async function press(el: StigmeriaBoard, key: string): Promise<void> {
  const target = focused(el);
  expect(target, 'something in the board has the focus').not.toBeNull();
  target!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Activates a button: a click, or the keyboard on it once it has the focus (it must be a tab stop). */
async function activate(el: StigmeriaBoard, button: HTMLElement | null, what: string, via: Via): Promise<void> {
  expect(button, what).not.toBeNull();
  if (via === 'pointer') button!.click();
  else {
    expect((button as HTMLButtonElement).disabled, `${what} is enabled`).toBe(false);
    expect(button!.tabIndex, `${what} is in the tab order`).toBeGreaterThanOrEqual(0);
    button!.focus();
    await userEvent.keyboard('{Enter}');
  }
  await el.updateComplete;
  await el.updateComplete;
}

/** Picks a cell of a board: a click, or arrows from the grid's tab stop then Enter. */
async function pickCell(el: StigmeriaBoard, board: string, name: string, mustBeLit: boolean, via: Via): Promise<void> {
  const target = boardCell(el, board, name);
  if (mustBeLit) expect(target.classList.contains('lit'), `${board}:${name} is offered`).toBe(true);
  if (via === 'pointer') {
    target.click();
    await el.updateComplete;
    await el.updateComplete;
    return;
  }
  const index = (cell: string) => 'ABCDEFGHIJ'.indexOf(cell[0]!) * 10 + Number(cell.slice(1)) - 1;
  const grid = q(el, `[role="grid"][data-board="${board}"]`)!;
  if (!grid.contains(focused(el))) grid.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
  for (let guard = 0; guard < 20; guard++) {
    const here = focused(el)!.dataset['cell']!;
    if (here === name) break;
    const [from, to] = [index(here), index(name)];
    const dr = Math.floor(to / 10) - Math.floor(from / 10);
    const dc = (to % 10) - (from % 10);
    await press(el, dr > 0 ? 'ArrowDown' : dr < 0 ? 'ArrowUp' : dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(focused(el)!.dataset['cell']).toBe(name);
  await press(el, 'Enter');
  await el.updateComplete;
}

/** The decisions panel's button for `command`: buttons of a type come in the order the rules list the commands. */
function decisionButton(el: StigmeriaBoard, command: Command, among: readonly Command[]): HTMLElement | null {
  const same = among.filter((c) => c.type === command.type);
  const at = same.findIndex((c) => JSON.stringify(c) === JSON.stringify(command));
  expect(at, `${command.type} is legal`).toBeGreaterThanOrEqual(0);
  return [...root(el).querySelectorAll<HTMLElement>(`.decisions button[data-command="${command.type}"]`)][at] ?? null;
}

/** Starts a special action from its button, or its key. */
async function startSpecial(el: StigmeriaBoard, id: string, via: Via): Promise<void> {
  const seat = Number(q(el, '[part="board"]')!.dataset['board']);
  if (via === 'keys') {
    const at = el.state!.players[seat]!.specials.indexOf(id as SpecialActionId);
    expect(at, `${id} is owned`).toBeGreaterThanOrEqual(0);
    if (focused(el) === null) q<HTMLElement>(el, '[part="board"] [tabindex="0"]')!.focus();
    await press(el, SPECIAL_KEYS[at]!);
    return;
  }
  await activate(el, q(el, `.special[data-action="${id}"]`), id, via);
}

/** Gives one command through the interface. The board must be showing the command's player. */
export async function giveThroughUi(el: StigmeriaBoard, command: Command, via: Via): Promise<void> {
  const state = el.state!;
  const seat = command.player;
  expect(q(el, '[part="board"]')!.dataset['board'], `the board shows player ${seat} for ${command.type}`).toBe(String(seat));
  const pending = state.players[seat]!.pending;
  const legal = legalActions(state, seat);
  const key = async (k: string) => {
    if (focused(el) === null) q<HTMLElement>(el, '[part="board"] [tabindex="0"]')!.focus();
    await press(el, k);
  };
  switch (command.type) {
    case 'draw':
      return via === 'keys' ? key('d') : activate(el, q(el, 'button.draw'), 'draw', via);
    case 'end-turn':
      return via === 'keys' ? key('e') : activate(el, q(el, 'button.end-turn'), 'end-turn', via);
    case 'undo':
      return via === 'keys' ? key('u') : activate(el, q(el, 'button.undo'), 'undo', via);
    case 'choreography-stop':
      return via === 'keys' ? key('s') : activate(el, q(el, 'button.stop'), 'stop', via);
    case 'joker':
      return activate(el, q(el, `.joker-swap[data-from="${command.from}"][data-to="${command.to}"]`), 'joker', via);
    case 'land': {
      if (via === 'keys') {
        for (let guard = 0; guard < 10 && q(el, '.recruit-colour[aria-pressed="true"]')?.dataset['color'] !== command.color; guard++) await key('r');
        expect(q(el, '.recruit-colour[aria-pressed="true"]')?.dataset['color']).toBe(command.color);
      } else await activate(el, q(el, `.recruit-colour[data-color="${command.color}"]`), 'recruit', via);
      return pickCell(el, String(seat), command.to, true, via);
    }
    case 'prediction': {
      await startSpecial(el, command.type, via);
      for (const colour of command.colors) await activate(el, q(el, `.toggle[data-item="${colour}"]`), colour, via);
      return activate(el, q(el, '.decisions .confirm'), 'confirm', via);
    }
    case 'charmer': {
      for (const t of command.tokens) await activate(el, q(el, `.toggle[data-item="${t.player}:${t.color}"]`), 'token', via);
      return activate(el, q(el, '.decisions .confirm'), 'confirm', via);
    }
    default:
      break;
  }
  // Commands without a cell are buttons of the decisions panel (after choosing their action, for specials).
  const first = firstOf(command);
  if (first === undefined) {
    const isSpecial = state.players[seat]!.specials.includes(command.type as SpecialActionId) || pending?.kind === 'free-special';
    if (isSpecial && !q(el, `.decisions button[data-command="${command.type}"]`)) {
      if (pending?.kind === 'free-special') await activate(el, q(el, `.decisions [data-start="${command.type}"]`), command.type, via);
      else await startSpecial(el, command.type, via);
      // A special action with one command and nothing to choose is played at once.
      if (el.state !== state) return;
    }
    return activate(el, decisionButton(el, command, legal), command.type, via);
  }
  // Commands picked on a board.
  const board = boardOf(command.type, pending, seat);
  const startsOnToken = command.type === 'move' || command.type === 'central-move';
  if (command.type === 'central-joker') await activate(el, q(el, '.decisions [data-start="central-joker"]'), 'central joker', via);
  else if (!startsOnToken && pending === null) await startSpecial(el, command.type, via);
  else if (pending?.kind === 'free-special') {
    await activate(el, q(el, `.decisions [data-start="${command.type}"]`), command.type, via);
  }
  await pickCell(el, board, first, !startsOnToken, via);
  if (el.state !== state) return;
  const second = secondOf(command);
  if (second === 'off') return via === 'keys' ? press(el, 'o') : activate(el, q(el, 'button.off'), 'off', via);
  if (second !== undefined) return pickCell(el, board, second, true, via);
  // What is left to choose: a colour, a bag.
  const rest = legal.filter((c) => c.type === command.type && firstOf(c) === first);
  return activate(el, decisionButton(el, command, rest), command.type, via);
}
