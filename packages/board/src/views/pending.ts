/**
 * The sentence of each pending decision, and where it is said. Choreography and Half Note are answered on the
 * player's own board, next to the action buttons (Stop, the lit cells), so their sentence goes there; every other
 * decision is answered in the decisions panel, which says it above its buttons. One table keyed by the rules'
 * pending kinds: a kind the rules add is a type error here until it is given its words and its place.
 * @module
 */
import type { Pending } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

/** Where a pending decision's sentence is shown: by the action buttons or in the decisions panel. */
export type PromptPlace = 'actions' | 'decisions';

interface PromptRule<K extends Pending['kind']> {
  readonly place: PromptPlace;
  readonly text: (t: Strings, pending: Extract<Pending, { readonly kind: K }>, nameOf: (seat: number) => string) => string;
}

const PROMPTS: { readonly [K in Pending['kind']]: PromptRule<K> } = {
  choreography: { place: 'actions', text: (t, p) => t.ui.choreographyPending(p.left) },
  'half-note': { place: 'actions', text: (t) => t.ui.halfNotePending },
  'central-place': { place: 'decisions', text: (t, p) => t.table.placePending(t.colours[p.color]) },
  gain: { place: 'decisions', text: (t, p) => t.table.gainPending(p.left) },
  give: { place: 'decisions', text: (t, p) => t.table.givePending(p.cells.length) },
  'fog-die': { place: 'decisions', text: (t, p) => t.table.fogPending(t.colours[p.color]) },
  drift: {
    place: 'decisions',
    text: (t, p, nameOf) => {
      const x = t.table;
      const target = p.target === 'own' ? x.own : p.target === 'central' ? x.central : x.boardOf(nameOf(p.target));
      return x.driftPending(x.faces[p.face], target);
    },
  },
  'free-special': { place: 'decisions', text: (t) => t.table.freeSpecialPending },
  charmer: { place: 'decisions', text: (t) => t.table.charmerPending },
  'wind-die': { place: 'decisions', text: (t, p) => t.table.windPending(p.turn, t.table.faces[p.face]) },
};

/** The sentence of a pending decision if it is said at `place`, else `undefined`. */
export function pendingPrompt(t: Strings, pending: Pending, place: PromptPlace, nameOf: (seat: number) => string): string | undefined {
  // The table's type pairs each kind with its own rule; indexing by a union kind loses that pairing, hence the cast.
  const rule = PROMPTS[pending.kind] as PromptRule<Pending['kind']>;
  return rule.place === place ? rule.text(t, pending, nameOf) : undefined;
}
