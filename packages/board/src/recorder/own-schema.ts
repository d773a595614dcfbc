/**
 * A schema of the author's own, for the recorder to record a tutorial of: from a schema file (read as the editor's
 * import reads it, within the same bound) or from a share link's fragment (read by the editor's own reader). Either
 * is input from outside: it is judged by `parseSchema`, and a refusal names its code and the JSON path it concerns.
 * Nothing here throws.
 * @module
 */
import { parseSchema, type Result, type TargetSchema } from '@stigmeria/rules';
import { readSchemaFile } from '../editor/schema-file.js';
import { readLinkFragment } from '../editor/share-link.js';
import type { RecorderError } from './tutorial.js';

/** The codes of the refusals of a schema from outside; the link's two are the editor's reader's own. */
export const OWN_SCHEMA_ERROR_CODES = Object.freeze({
  'recorder/schema-too-large': 'The file is larger than a schema may be.',
  'recorder/schema-not-json': 'The file is not JSON text.',
  'recorder/schema-invalid': 'The document is not a target schema the rules accept.',
  'editor/link-too-long': 'The link is too long to hold a schema.',
  'editor/link-unreadable': 'The link does not hold a readable schema.',
} as const);

type OwnSchemaErrorCode = keyof typeof OWN_SCHEMA_ERROR_CODES;

function refused(code: OwnSchemaErrorCode, path = ''): { ok: false; error: RecorderError } {
  return { ok: false, error: { code, path, message: OWN_SCHEMA_ERROR_CODES[code] } };
}

/** A document judged by `parseSchema`: the schema, or the first problem the rules found, at its JSON path. */
export function schemaOf(value: unknown): Result<TargetSchema, RecorderError> {
  const parsed = parseSchema(value);
  if (parsed.ok) return parsed;
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: { code: 'recorder/schema-invalid', path: issue?.path ?? '', message: issue?.message ?? parsed.error.message, ...(issue === undefined ? {} : { issue: issue.code }) },
  };
}

/** A schema file, picked or dropped. */
export async function schemaFromFile(file: Blob): Promise<Result<TargetSchema, RecorderError>> {
  const read = await readSchemaFile(file);
  switch (read.kind) {
    case 'too-large':
      return refused('recorder/schema-too-large');
    case 'not-json':
      return refused('recorder/schema-not-json');
    case 'document':
      return schemaOf(read.value);
  }
}

/** A share link's fragment (`location.hash`): `null` when it carries no schema at all. */
export function schemaFromLink(hash: string): Result<TargetSchema, RecorderError> | null {
  const read = readLinkFragment(hash);
  switch (read.kind) {
    case 'none':
      return null;
    case 'refused':
      return refused(read.code);
    case 'document':
      return schemaOf(read.value);
  }
}
