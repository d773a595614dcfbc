// A React app with <stigmeria-board>: props for its attributes, typed event props, and a ref for its methods.
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StigmeriaBoard, type StigmeriaBoardElement } from '@stigmeria/board/react';

function Puzzle({ schema }: { schema: string }) {
  const board = useRef<StigmeriaBoardElement>(null);
  const [status, setStatus] = useState('Your move.');
  return (
    <section>
      <StigmeriaBoard
        ref={board}
        schema={schema}
        players={1}
        lang="en"
        onChange={(event) => setStatus(`${event.detail.command.type}: ${event.detail.events.length} event(s)`)}
        onEnd={(event) => setStatus(event.detail.outcome.winners.length > 0 ? 'Fulfilled!' : 'Game over.')}
        onError={(event) => setStatus(event.detail.message)}
      />
      <p role="status">{status}</p>
      <button type="button" onClick={() => board.current?.undo()}>
        Undo
      </button>
    </section>
  );
}

createRoot(document.getElementById('root')!).render(<Puzzle schema="vertighaineuse-morning-ladder" />);
