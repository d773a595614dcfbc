// Type-checked against the installed packages' declarations, under NodeNext and Bundler resolution.
import { catalogue, createGame, legalActions, play, type Command, type GameState } from '@stigmeria/rules';
import { check, solve, type CheckResult, type SolveResult } from '@stigmeria/solver';
import { StigmeriaBoard, type StigmeriaChangeDetail, type StigmeriaEventMap } from '@stigmeria/board';
import '@stigmeria/board/define';
import { StigmeriaBoard as StigmeriaBoardReact, type StigmeriaBoardElement } from '@stigmeria/board/react';
import { createElement, type ComponentProps } from 'react';

const created = createGame({ schema: catalogue[0]!.schema, mode: 'normal', players: 1, seed: 's' });
if (created.ok) {
  const state: GameState = created.value;
  const commands: Command[] = legalActions(state, 0);
  const first = commands[0];
  if (first !== undefined) play(state, first);
  // The solver's line is the rules' own Command type: it plays without a cast.
  const solved: SolveResult = solve(state, { maxNodes: 1_000 });
  for (const command of solved.line) play(state, command);
  const measured: CheckResult = check(catalogue[0]!.schema, { seeds: 1, budget: { maxNodes: 1_000 } });
  console.log(measured.share);
}

// The tag is known to the DOM typings once the define module is imported.
const board: StigmeriaBoard = document.createElement('stigmeria-board');
board.players = 2;
// Enumerated attributes are unions: a misspelt value is a type error, not a board that reports it at run time.
board.mode = 'competitive-no-limit';
// @ts-expect-error 'normla' is not one of the five modes.
board.mode = 'normla';
board.theme = 'dark';
board.theme = null;
// @ts-expect-error 'blue' is not a theme.
board.theme = 'blue';
// A language the page registers is any tag, so `lang` stays open beside `en` and `fr`.
board.lang = 'fr';
board.lang = 'pt-BR';
board.controls = true;
// @ts-expect-error `controls` is a boolean: the attribute's presence, not its text.
board.controls = 'false';
// @ts-expect-error `hints` is a boolean.
board.hints = 1;
// The element's events are not in HTMLElementEventMap, so a listener names its event type from StigmeriaEventMap.
board.addEventListener('stigmeria-change', (event) => {
  const detail: StigmeriaChangeDetail = (event as StigmeriaEventMap['stigmeria-change']).detail;
  console.log(detail.events.length);
});

const props: ComponentProps<typeof StigmeriaBoardReact> = {
  schema: 'vertighaineuse-morning-ladder',
  players: 2,
  controls: true,
  mode: 'discovery',
  theme: 'auto',
  onEnd: (event) => console.log(event.detail.outcome.winners),
  onError: (event) => console.log(event.detail.code),
};
const element: StigmeriaBoardElement | null = null;
createElement(StigmeriaBoardReact, props);
// @ts-expect-error The React props carry the element's unions too.
createElement(StigmeriaBoardReact, { mode: 'normla' });
console.log(element);
