/**
 * Where each problem `parseSchema` finds is shown: beside the cell its JSON path names (`/targets/3/cell` is the
 * fourth target the document lists), or beside the field (`/name/fr`, `/modes/0`, `/winds/2`), or above the form
 * when the path names the whole document.
 * @module
 */
import type { ValidationIssue } from '@stigmeria/rules';
import { listOf, type Draft, type Layer } from './draft.js';

/** The fields of the form that a problem can be shown beside. */
export type Field = 'id' | 'name-en' | 'name-fr' | 'flower' | 'stars' | 'modes' | 'winds' | 'author' | 'licence' | 'description' | 'targets' | 'setup' | 'document';

export type Place = { readonly kind: 'cell'; readonly layer: Layer; readonly cell: string } | { readonly kind: 'field'; readonly field: Field };

export interface Problem {
  readonly place: Place;
  readonly issue: ValidationIssue;
}

const FIELDS: Readonly<Record<string, Field>> = {
  id: 'id',
  flower: 'flower',
  stars: 'stars',
  modes: 'modes',
  winds: 'winds',
  author: 'author',
  licence: 'licence',
  description: 'description',
  targets: 'targets',
  setup: 'setup',
};

/** The place of one issue in the draft the document was written from. */
export function placeOf(draft: Draft, path: string): Place {
  const [, top = '', second] = path.split('/');
  if (top === 'name') return { kind: 'field', field: second === 'fr' ? 'name-fr' : 'name-en' };
  if ((top === 'targets' || top === 'setup') && second !== undefined && /^\d+$/.test(second)) {
    const entry = listOf(draft[top])[Number(second)];
    if (entry !== undefined) return { kind: 'cell', layer: top, cell: entry.cell };
  }
  return { kind: 'field', field: FIELDS[top] ?? 'document' };
}

export function problemsOf(draft: Draft, issues: readonly ValidationIssue[]): Problem[] {
  return issues.map((issue) => ({ place: placeOf(draft, issue.path), issue }));
}

/** The problems shown beside a field. */
export function atField(problems: readonly Problem[], field: Field): Problem[] {
  return problems.filter((p) => p.place.kind === 'field' && p.place.field === field);
}

/** The problems of a cell, on either layer. */
export function atCell(problems: readonly Problem[], cell: string): Problem[] {
  return problems.filter((p) => p.place.kind === 'cell' && p.place.cell === cell);
}
