/**
 * The messages between the editor and its check worker (`check-worker.ts`): what the editor asks, and what the
 * worker answers, seed by seed so that the editor can show the progress.
 * @module
 */
import type { Mode } from '@stigmeria/rules';

/** The editor asks: check this schema document for these seeds. */
export interface CheckRequest {
  readonly type: 'check';
  /** The document as the editor exports it; the worker reads it with `parseSchema` again. */
  readonly schema: unknown;
  readonly mode: Mode;
  readonly seeds: readonly string[];
  /** Each seed's search budget, in milliseconds. */
  readonly maxMs: number;
}

/** One seed's answer: what the editor shows of the solver's `SeedResult`. */
export interface SeedSummary {
  readonly seed: string;
  readonly found: boolean;
  readonly bestTurns: number | null;
  readonly bestActions: number | null;
  readonly provenOptimal: boolean;
  /** No line exists within the turn limit, and that is proven. */
  readonly refuted: boolean;
}

/** The worker answers: one seed done, all of them done, or the document refused. */
export type CheckAnswer =
  | { readonly type: 'seed'; readonly index: number; readonly result: SeedSummary }
  | { readonly type: 'done' }
  | { readonly type: 'refused'; readonly code: string };

/** The modes the solver's `check` measures (a solo game within the turn limit). */
export const CHECKED_MODES: readonly Mode[] = ['normal', 'discovery'];
