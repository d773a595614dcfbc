// Bundled for browsers: the React wrapper with React itself.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StigmeriaBoard } from '@stigmeria/board/react';

createRoot(document.body).render(createElement(StigmeriaBoard, { schema: 'x', players: 2 }));
