/**
 * A mutation fuzzer for the readers. From valid documents (catalogue schemas, catalogue demo replays) and
 * valid commands (`legalActions` at positions of a demo game) it derives variants by random mutations, and
 * checks the promises made to documents from strangers: no reader throws; what is accepted is canonical and
 * keeps no unknown key; what is refused is refused at JSON Pointers that exist in the input (or name a missing
 * property of an object that exists); `play` accepts exactly the commands `legalActions` lists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  demoReplay,
  legalActions,
  parseCommand,
  parseReplay,
  parseSchema,
  play,
  replayGame,
  type Command,
  type GameState,
  type Result,
  type ValidationError,
} from '../src/index.js';
import { applyMutation, clone, HOSTILE_KEYS, mutated, mutation } from './support/mutations.js';

// ---------------------------------------------------------------------------------------------------------------
// Checks.

/**
 * Whether `pointer` is a JSON Pointer that resolves in `root`, or whose last segment names a property missing
 * from an object that does resolve (where a required property is reported).
 */
function resolves(root: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  if (!pointer.startsWith('/')) return false;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (node === null || typeof node !== 'object') return false;
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment) || Number(segment) >= node.length) return false;
    } else if (!Object.hasOwn(node, segment)) {
      return i === segments.length - 1;
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** No own key anywhere in `value` is one of the keys the mutations add. */
function onlyKnownKeys(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      if (HOSTILE_KEYS.includes(key) || key.startsWith('x-')) return false;
      stack.push((node as Record<string, unknown>)[key]);
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== Array.prototype)
      return false;
  }
  return true;
}

function checkParsed<T>(input: unknown, parse: (value: unknown) => Result<T, ValidationError>): void {
  const result = parse(input);
  if (result.ok) {
    expect(parse(JSON.parse(JSON.stringify(result.value)))).toEqual(result);
    expect(onlyKnownKeys(result.value)).toBe(true);
    return;
  }
  expect(result.error.code).toBe('document/invalid');
  expect(result.error.issues.length).toBeGreaterThan(0);
  for (const issue of result.error.issues) {
    expect(issue.code).toEqual(expect.any(String));
    expect(issue.message).toEqual(expect.any(String));
    expect(typeof issue.path).toBe('string');
    if (!resolves(input, issue.path)) expect.fail(`${issue.code} at ${issue.path} does not resolve in the input`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Bases.

const schemas = catalogue.map((entry) => clone(entry.schema));
// The shorter demos keep `replayGame` cheap enough for hundreds of runs.
const replays = catalogue
  .map((entry) => demoReplay(entry))
  .flatMap((replay) => (replay.ok ? [clone(replay.value)] : []))
  .filter((replay) => replay.steps.length <= 20);

/** Positions along two demo games, each with the commands legal there. */
const positions: { state: GameState; commands: Command[] }[] = [];
for (const entry of [catalogue[0]!, catalogue[catalogue.length - 1]!]) {
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(replay.error.code);
  for (let upTo = 0; upTo < replay.value.steps.length; upTo += 3) {
    const state = replayGame(replay.value, { upTo });
    if (!state.ok) throw new Error(state.error.code);
    positions.push({ state: state.value, commands: [...legalActions(state.value)] });
  }
}

describe('mutation fuzzer', () => {
  it('has bases to mutate', () => {
    expect(schemas.length).toBe(catalogue.length);
    expect(replays.length).toBeGreaterThanOrEqual(5);
    expect(positions.every((p) => p.commands.length > 0)).toBe(true);
  });

  it('parseSchema: never throws; canonical on success; issues at paths that exist', () => {
    fc.assert(
      fc.property(mutated(schemas), (input) => checkParsed(input, parseSchema)),
      { numRuns: 5000 },
    );
  });

  it('parseReplay and replayGame: never throw; canonical on success; issues at paths that exist', () => {
    fc.assert(
      fc.property(mutated(replays), (input) => {
        checkParsed(input, parseReplay);
        const replayed = replayGame(input);
        if (!replayed.ok) expect(replayed.error.code).toMatch(/^replay\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseCommand and play: never throw; play accepts exactly what legalActions lists', () => {
    const cases = positions.flatMap(({ state, commands }) => commands.map((command) => ({ state, command, commands })));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        ({ state, command, commands }, mutations) => {
          const input = mutations.reduce(applyMutation, clone(command));
          checkParsed(input, parseCommand);
          const played = play(state, input);
          // `play` accepts a listed command and nothing else: both directions of "consistent".
          const listed = commands.some(
            (c) => JSON.stringify(c) === JSON.stringify(parseCommand(input).ok ? input : null),
          );
          if (played.ok) expect(commands).toContainEqual(input);
          else expect(listed).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
