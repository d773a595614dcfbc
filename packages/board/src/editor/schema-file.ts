/**
 * A schema file picked or dropped: read within a bound and parsed as JSON without throwing. The editor's import and
 * the tutorial recorder both read schema files through this, then judge the document with `parseSchema`.
 * @module
 */

/** The largest file read as a schema: 256 KB, far more than any schema (see docs/guides/authoring.md). */
export const FILE_LIMIT = 256 * 1024;

/** What a schema file holds, before `parseSchema` judges it. */
export type SchemaFileRead =
  | { readonly kind: 'document'; readonly value: unknown }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'not-json' };

/** Reads a file as a JSON document; a file past {@link FILE_LIMIT} is refused before it is read. Never throws. */
export async function readSchemaFile(file: Blob): Promise<SchemaFileRead> {
  if (file.size > FILE_LIMIT) return { kind: 'too-large' };
  try {
    return { kind: 'document', value: JSON.parse(await file.text()) as unknown };
  } catch {
    return { kind: 'not-json' };
  }
}
