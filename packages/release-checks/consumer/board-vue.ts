// `<stigmeria-board>` among Vue's global components, typed by the board's generated `vue` declarations: the props
// a template binds (with the element's own unions) and its events as `on…` props (`@stigmeria-end` in a template).
import type {} from '@stigmeria/board/vue';
import type { GlobalComponents } from 'vue';

type BoardProps = InstanceType<GlobalComponents['stigmeria-board']>['$props'];

export const props: BoardProps = {
  schema: 'vertighaineuse-morning-ladder',
  mode: 'solo-no-limit',
  players: 1,
  theme: 'auto',
  controls: true,
  onStigmeriaEnd: (event) => console.log(event.detail.outcome.winners),
  onStigmeriaStep: (event) => console.log(event.detail.step, event.detail.total),
};

// @ts-expect-error 'normla' is not one of the five modes.
export const misspeltMode: BoardProps = { mode: 'normla' };
// @ts-expect-error `readonly` is a boolean.
export const textReadonly: BoardProps = { readonly: 'yes' };
