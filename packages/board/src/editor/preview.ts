/**
 * The game a draft sets up, for the flower drawing and for its cells: `createGame` places the setup tokens, so the
 * rules, not the editor, decide which start as pollens (R3: a setup token on a target of its own colour). A draft
 * with problems still gets a flower: its names and modes are set aside for the drawing, and when its setup would
 * fulfil it (which `parseSchema` refuses) a free cell gets one more target, which changes no token's side.
 * @module
 */
import { CELL_NAMES, MODES, createGame, type GameState, type Token } from '@stigmeria/rules';
import { flowerModes, toDocument, type Draft } from './draft.js';

export interface Preview {
  readonly state: GameState;
  /** The cells as the game starts: the setup tokens, on their side. */
  readonly board: readonly (Token | null)[];
}

function tryGame(document: Record<string, unknown>, draft: Draft): GameState | null {
  const mode = flowerModes(draft.flower)[0] ?? 'normal';
  const created = createGame({ schema: document as never, mode, players: MODES[mode].players[0], seed: 'editor' });
  return created.ok ? created.value : null;
}

export function previewOf(draft: Draft): Preview {
  const base: Record<string, unknown> = { ...toDocument(draft), id: 'editor-preview', name: { en: 'preview' } };
  for (const key of ['modes', 'author', 'licence', 'description']) delete base[key];
  const free = CELL_NAMES.findIndex((_, i) => draft.targets[i] === null && draft.setup[i] === null);
  const padded = free < 0 ? null : { ...base, targets: [...(base['targets'] as object[]), { cell: CELL_NAMES[free]!, color: 'blue' }] };
  const state = tryGame(base, draft) ?? (padded === null ? null : tryGame(padded, draft)) ?? tryGame({ ...base, setup: [], targets: [{ cell: 'A1', color: 'blue' }] }, draft);
  if (state === null) throw new Error('the editor could not set up a game of its flower');
  return { state, board: state.players[0]!.board };
}
