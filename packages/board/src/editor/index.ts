/**
 * `@stigmeria/board/editor`: registers `<stigmeria-schema-editor>` (and `<stigmeria-board>`, which its "Play it"
 * opens). Importing it twice, or next to another copy, never throws: a tag is only defined when it is free.
 * @module
 */
import '../define.js';
import { StigmeriaSchemaEditor } from './schema-editor.js';

if (customElements.get('stigmeria-schema-editor') === undefined) {
  customElements.define('stigmeria-schema-editor', StigmeriaSchemaEditor);
}

declare global {
  interface HTMLElementTagNameMap {
    'stigmeria-schema-editor': StigmeriaSchemaEditor;
  }
}

export { StigmeriaSchemaEditor, type StigmeriaRecordDetail } from './schema-editor.js';
export { FILE_LIMIT, readSchemaFile, type SchemaFileRead } from './schema-file.js';
export { SHARE_LINK_LIMIT, linkFragment, readLinkFragment, type LinkRead } from './share-link.js';
