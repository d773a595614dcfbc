/**
 * What `<stigmeria-board>` declares in its `custom-elements.json` (written by the board's build): its attributes,
 * its properties and the events it fires. The controls and the Actions panel are built from this list, so an
 * attribute or an event added to the element shows here without a second list to keep in step.
 */
import manifest from '@stigmeria/board/custom-elements.json';

/** The part of a custom elements manifest these stories read. */
interface Declaration {
  readonly tagName?: string;
  readonly attributes?: readonly { readonly name: string; readonly type?: { readonly text: string } }[];
  readonly members?: readonly { readonly kind: string; readonly name: string; readonly privacy?: string; readonly static?: boolean }[];
  readonly events?: readonly { readonly name: string }[];
}

interface Manifest {
  readonly modules: readonly { readonly declarations?: readonly Declaration[] }[];
}

function boardDeclaration(): Declaration {
  // The JSON module's inferred type is a union of every declaration's literal shape; read it as a manifest.
  const modules = (manifest as unknown as Manifest).modules;
  const found = modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'stigmeria-board');
  if (found === undefined) throw new Error('custom-elements.json declares no <stigmeria-board>: build @stigmeria/board first');
  return found;
}

const board = boardDeclaration();

/** An attribute of the element and the type its manifest gives (`string`, `number`, `boolean`, `'a'|'b'`). */
export interface ManifestAttribute {
  readonly name: string;
  readonly type: string;
}

/** Every attribute of the element, in the manifest's order. */
export const BOARD_ATTRIBUTES: readonly ManifestAttribute[] = (board.attributes ?? []).map((attribute) => ({
  name: attribute.name,
  type: attribute.type?.text ?? 'string',
}));

/** The element's public instance fields (`replay`, `schemaData`, `state`…), attribute-backed or not. */
export const BOARD_PROPERTIES: readonly string[] = (board.members ?? [])
  .filter((member) => member.kind === 'field' && member.privacy !== 'private' && member.static !== true)
  .map((member) => member.name);

/** Every event the element fires (`stigmeria-change`…). */
export const BOARD_EVENTS: readonly string[] = (board.events ?? []).map((event) => event.name);

/**
 * The arg that receives an event: `stigmeria-change` → `onStigmeriaChange`, the name Storybook itself gives the
 * events it reads from a manifest, so the two describe one arg.
 */
export function handlerArg(event: string): string {
  return `on${event
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}
