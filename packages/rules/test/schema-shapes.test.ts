/**
 * The JSON Schemas of `schemas/` are where the shapes of commands, events and pending decisions are written: the
 * build generates from them the field tables the readers copy with (`src/generated/fields.ts`, in the schemas'
 * order, which is the canonical key order). `types.ts` states the same shapes for the compiler; the type checks
 * below fail to compile (`npm run typecheck`, and the first step of `npm test`) when the two disagree on any
 * property of any type, and the others fail when the generated tables are not those of the schemas as they are.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { COMMAND_FIELDS, EVENT_FIELDS, PENDING_FIELDS, RECRUIT_TOKEN_FIELDS } from '../src/generated/fields.js';
import type { Command, GameEvent, Pending, RecruitToken } from '../src/types.js';

/** Each member of a union tagged by `Tag`: the names of its other properties, as `types.ts` writes them. */
type Shapes<U extends { readonly [K in Tag]: string }, Tag extends string> = {
  readonly [T in U[Tag]]: Exclude<keyof Extract<U, { readonly [K in Tag]: T }>, Tag>;
};
/** Each entry of a generated table: the names it lists. */
type Listed<G> = { readonly [T in keyof G]: G[T] extends readonly (infer Name)[] ? Name : never };

interface Branch {
  readonly properties: Readonly<Record<string, { readonly const?: string }>>;
  readonly oneOf?: readonly { readonly $ref: string }[];
}
interface SchemaFile extends Branch {
  readonly $defs: Readonly<Record<string, Branch>>;
}

function schemaFile(name: string): SchemaFile {
  return JSON.parse(readFileSync(new URL(`../../../schemas/${name}.v1.schema.json`, import.meta.url), 'utf8')) as SchemaFile;
}

/** A union's branches as the schema file lists them: each tag value and its other properties, in order. */
function branches(file: SchemaFile, union: Pick<Branch, 'oneOf'>, tag: string): [string, string[]][] {
  return (union.oneOf ?? []).map(({ $ref }) => {
    const branch = file.$defs[$ref.replace('#/$defs/', '')]!;
    return [branch.properties[tag]!.const!, Object.keys(branch.properties).filter((name) => name !== tag)];
  });
}

const command = schemaFile('command');
const event = schemaFile('event');

describe('the shapes the JSON Schemas write', () => {
  it('are those of types.ts, command by command, event by event, decision by decision', () => {
    expectTypeOf<Listed<typeof COMMAND_FIELDS>>().toEqualTypeOf<Shapes<Command, 'type'>>();
    expectTypeOf<Listed<typeof EVENT_FIELDS>>().toEqualTypeOf<Shapes<GameEvent, 'type'>>();
    expectTypeOf<Listed<typeof PENDING_FIELDS>>().toEqualTypeOf<Shapes<Pending, 'kind'>>();
    expectTypeOf<(typeof RECRUIT_TOKEN_FIELDS)[number]>().toEqualTypeOf<keyof RecruitToken>();
  });

  it('give the generated tables, in the order of the schema files', () => {
    expect(Object.entries(COMMAND_FIELDS)).toEqual(branches(command, command, 'type'));
    expect(Object.entries(EVENT_FIELDS)).toEqual(branches(event, event, 'type'));
    expect(Object.entries(PENDING_FIELDS)).toEqual(branches(event, event.$defs['pending']!, 'kind'));
    expect(RECRUIT_TOKEN_FIELDS).toEqual(Object.keys(command.$defs['recruitToken']!.properties));
    expect(RECRUIT_TOKEN_FIELDS).toEqual(Object.keys(event.$defs['recruitToken']!.properties));
  });
});
