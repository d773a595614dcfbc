/**
 * Every example in the documentation is type-checked against the real source, so that none can rot: the
 * `@example` blocks of the TSDoc comments under `src/` and the TypeScript blocks of the README.
 *
 * Each example is compiled as its own module, after a shared prelude that imports every public name of
 * `@stigmeria/rules` and declares the free variables examples use (`state`, `setup`, `steps`, …). A name the
 * example imports or declares itself is left out of its prelude. All examples share one program.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');
const INDEX = join(SRC, 'index.ts');
const README = join(ROOT, 'README.md');
/** Where the examples live in the program: inside the package, so they are ES modules like its sources. */
const EXAMPLES_DIR = join(ROOT, 'test', '__doc_examples__');

/** The options of `tsconfig.base.json`, with `@stigmeria/rules` and `@stigmeria/rules/engine` mapped to their source. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  noUnusedLocals: false,
  noUnusedParameters: true,
  exactOptionalPropertyTypes: false,
  forceConsistentCasingInFileNames: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
  paths: { '@stigmeria/rules': [INDEX], '@stigmeria/rules/engine': [join(SRC, 'engine.ts')] },
};

/**
 * The free variables examples may use without declaring them. `result` is a successful `play`, as in the
 * README's snippets that follow its `play` example.
 */
const FREE_VARIABLES: Readonly<Record<string, string>> = {
  state: 'declare let state: GameState;',
  setup: 'declare const setup: GameSetup;',
  steps: 'declare let steps: ReplayStep[];',
  command: 'declare const command: Command;',
  text: 'declare const text: string;',
  replay: 'declare const replay: Replay;',
  schema: 'declare const schema: TargetSchema;',
  result: 'declare const result: Extract<Result<Played, RuleError>, { readonly ok: true }>;',
  socket: 'declare const socket: { send(s: string): void };',
};

interface Example {
  /** The file it comes from, relative to the package. */
  readonly file: string;
  /** The line of its first line of code in that file, from 1. */
  readonly line: number;
  readonly code: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const TS_FENCE = /^[ \t]*```ts[ \t]*\n([\s\S]*?)^[ \t]*```[ \t]*$/gm;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The ```ts blocks of a Markdown text, with the line of their first line of code. */
function fences(markdown: string): { readonly code: string; readonly line: number }[] {
  return [...markdown.matchAll(TS_FENCE)].map((m) => ({ code: m[1] ?? '', line: lineAt(markdown, m.index) + 1 }));
}

/** The `@example` blocks of the TSDoc comments of one source file; an `@example` without a ```ts block is an error. */
function tsdocExamples(path: string): Example[] {
  const text = readFileSync(path, 'utf8');
  const file = relative(ROOT, path);
  const examples: Example[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const startLine = lineAt(text, comment.index);
    // One entry per line of the comment, without its leading ` * `; line numbers are kept.
    const lines = comment[0]
      .replace(/^\/\*\*/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((l) => l.replace(/^[ \t]*\*(?: |(?=\n|$))?/, ''));
    for (let i = 0; i < lines.length; i++) {
      if (!/^\s*@example\b/.test(lines[i]!)) continue;
      let end = i + 1;
      while (end < lines.length && !/^\s*@\w+/.test(lines[end]!)) end++;
      const body = lines.slice(i + 1, end).join('\n');
      const blocks = fences(body);
      if (blocks.length === 0) throw new Error(`${file}:${startLine + i}: an @example without a \`\`\`ts block`);
      for (const block of blocks) examples.push({ file, line: startLine + i + block.line, code: block.code });
      i = end - 1;
    }
  }
  return examples;
}

function readmeExamples(): Example[] {
  const file = relative(ROOT, README);
  return fences(readFileSync(README, 'utf8')).map((block) => ({ file, ...block }));
}

/** A compiler host that serves the examples from memory and parses each real file once. */
function host(virtual: ReadonlyMap<string, string>): ts.CompilerHost {
  const base = ts.createCompilerHost(OPTIONS, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  return {
    ...base,
    fileExists: (f) => virtual.has(f) || base.fileExists(f),
    readFile: (f) => virtual.get(f) ?? base.readFile(f),
    getSourceFile: (f, languageVersion, onError, shouldCreate) => {
      const text = virtual.get(f);
      if (text !== undefined) return ts.createSourceFile(f, text, languageVersion, true);
      if (!parsed.has(f)) parsed.set(f, base.getSourceFile(f, languageVersion, onError, shouldCreate));
      return parsed.get(f);
    },
  };
}

/** Every public name of the package, and whether it is a value (else a type only). */
function publicNames(program: ts.Program): Map<string, boolean> {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(INDEX);
  const module = index && checker.getSymbolAtLocation(index);
  if (module === undefined) throw new Error(`cannot read the exports of ${INDEX}`);
  const names = new Map<string, boolean>();
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const typeOnly = symbol.declarations?.some((d) => ts.isTypeOnlyImportOrExportDeclaration(d)) ?? false;
    names.set(symbol.name, !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0);
  }
  return names;
}

/** The names an example declares or imports at its top level. */
function topLevelNames(code: string): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  const sf = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022);
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) addBinding(d.name);
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
    else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      names.add(statement.name.text);
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause;
      if (clause.name) names.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

function prelude(code: string, exported: ReadonlyMap<string, boolean>): string {
  const own = topLevelNames(code);
  const imports = [...exported]
    .filter(([name]) => !own.has(name))
    .map(([name, isValue]) => (isValue ? name : `type ${name}`));
  const free = Object.entries(FREE_VARIABLES)
    .filter(([name]) => !own.has(name))
    .map(([, declaration]) => declaration);
  return [`import { ${imports.join(', ')} } from '@stigmeria/rules';`, ...free].join('\n') + '\n';
}

function firstLine(code: string): string {
  return code.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
}

function check(examples: readonly Example[]): { readonly example: Example; readonly diagnostics: string[] }[] {
  const exportsProgram = ts.createProgram({ rootNames: [INDEX], options: OPTIONS, host: host(new Map()) });
  const exported = publicNames(exportsProgram);
  const files = new Map<string, { readonly example: Example; readonly offset: number }>();
  const virtual = new Map<string, string>();
  examples.forEach((example, i) => {
    const head = prelude(example.code, exported);
    const path = join(EXAMPLES_DIR, `example-${i}.ts`);
    virtual.set(path, head + example.code);
    files.set(path, { example, offset: head.split('\n').length - 1 });
  });
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: OPTIONS, host: host(virtual), oldProgram: exportsProgram });
  return [...files].map(([path, { example, offset }]) => {
    const sf = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
      if (d.start === undefined) return `TS${d.code}: ${message}`;
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
      const where = line < offset ? 'prelude' : `${example.file}:${example.line + line - offset}:${character + 1}`;
      return `${where} TS${d.code}: ${message}`;
    });
    return { example, diagnostics };
  });
}

describe('the documentation examples', () => {
  const fromSource = sourceFiles(SRC).flatMap(tsdocExamples);
  const fromReadme = readmeExamples();

  it('are found in the TSDoc comments and the README', () => {
    expect(fromSource.length).toBeGreaterThan(0);
    expect(fromReadme.length).toBeGreaterThan(0);
  });

  it('type-check against the source of @stigmeria/rules', () => {
    const failures = check([...fromSource, ...fromReadme])
      .filter((r) => r.diagnostics.length > 0)
      .map(({ example, diagnostics }) => `${example.file}:${example.line} ${firstLine(example.code)}\n  ${diagnostics.join('\n  ')}`);
    expect(failures.join('\n\n')).toBe('');
  });
});
