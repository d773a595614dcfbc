// `<stigmeria-board>` straight in React 19's JSX, typed by the board's generated `react-jsx` declarations: its
// properties are props (with the element's own unions), its attributes too, and its events are `on<event>` props.
import type {} from '@stigmeria/board/react-jsx';
import '@stigmeria/board/define';

export function Game() {
  return (
    <stigmeria-board
      schema="vertighaineuse-morning-ladder"
      mode="competitive"
      players={2}
      theme="dark"
      lang="fr"
      controls
      hints
      replay-src="/games/last.replay.json"
      fetch-timeout={5000}
      className="board"
      onstigmeria-change={(event) => console.log(event.detail.events.length)}
      onstigmeria-end={(event) => console.log(event.detail.outcome.winners)}
      onstigmeria-error={(event) => console.log(event.detail.code)}
    />
  );
}

// @ts-expect-error 'normla' is not one of the five modes.
export const misspeltMode = <stigmeria-board mode="normla" />;
// @ts-expect-error 'blue' is not a theme.
export const unknownTheme = <stigmeria-board theme="blue" />;
// @ts-expect-error An event handler gets the event's own detail: a step event has no outcome.
export const wrongDetail = <stigmeria-board onstigmeria-step={(event) => console.log(event.detail.outcome)} />;
