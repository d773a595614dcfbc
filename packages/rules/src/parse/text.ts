/**
 * The free texts of documents: localized texts and the check that a text is well-formed Unicode, which a JSON
 * Schema cannot express (the check itself is `../lone-surrogate.ts`, which `startGame` shares).
 * @module
 */
import { loneSurrogateIssue } from '../lone-surrogate.js';
import type { LocalizedText, ValidationIssue } from '../types.js';
import { isRecord, type Json } from './json.js';

export function wellFormedText(text: unknown, path: string, issues: ValidationIssue[]): void {
  if (!isRecord(text)) return;
  wellFormed(text.en, `${path}/en`, issues);
  wellFormed(text.fr, `${path}/fr`, issues);
}

export function wellFormed(value: unknown, path: string, issues: ValidationIssue[]): void {
  const issue = loneSurrogateIssue(value, path);
  if (issue !== undefined) issues.push(issue);
}

export function canonicalText(raw: unknown): LocalizedText {
  const t = raw as Json;
  return t.fr === undefined ? { en: t.en as string } : { en: t.en as string, fr: t.fr as string };
}
