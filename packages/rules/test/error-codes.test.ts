/**
 * The tables of `src/error-codes.ts` are complete and honest: every code the sources can produce is listed,
 * every code listed is produced somewhere, and every rules code the documentation names is listed.
 *
 * The sources are read with the TypeScript checker rather than with a regular expression, so that a code built
 * from a template (`${area}/not-adjacent`, with `area` one of a few action names) counts as every code its type
 * can be. The file is also compiled by the package's typecheck, which runs the type-level checks at the end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  REPLAY_ERROR_CODES,
  RULE_ERROR_CODES,
  VALIDATION_ERROR_CODES,
  VALIDATION_ISSUE_CODES,
  type ReplayError,
  type ReplayErrorCode,
  type RuleError,
  type RuleErrorCode,
  type ValidationIssueCode,
} from '../src/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY = join(ROOT, '..', '..');
const TABLES = join(ROOT, 'src', 'error-codes.ts');

/** `family/reason`, as every code is written. */
const CODE = /^[a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
/** The format names of documents (`stigmeria/replay`, …) have the form of a code and are not codes. */
const FORMAT_FAMILY = 'stigmeria';

interface Found {
  readonly code: string;
  readonly at: string;
}

/** The string values `node` can have, as the checker types it: a template may stand for several. */
function stringValues(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) => (part.isStringLiteral() ? [part.value] : []));
}

/**
 * A literal that is compared with a code, not produced: `error.code === 'x/y'` or `case 'x/y':`. A literal in
 * a type (`code: 'x/y' | 'x/z'`) is not an expression at all.
 */
function isComparedOnly(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCaseClause(parent)) return true;
  if (!ts.isBinaryExpression(parent)) return false;
  const op = parent.operatorToken.kind;
  return (
    op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    op === ts.SyntaxKind.EqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsToken
  );
}

/** Every code-shaped string the sources outside the tables can produce, where it is. */
function producedCodes(): Found[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (config === undefined) throw new Error('tsconfig.build.json could not be read');
  const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: Found[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || file.fileName === TABLES || !file.fileName.startsWith(join(ROOT, 'src'))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isLiteralTypeNode(node)) return;
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
        !isComparedOnly(node)
      ) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        const at = `${relative(ROOT, file.fileName)}:${line + 1}`;
        for (const value of stringValues(checker, node)) {
          if (CODE.test(value) && !value.startsWith(`${FORMAT_FAMILY}/`)) found.push({ code: value, at });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The Markdown files that may name codes: the packages' READMEs and the documentation site. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'api' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const produced = producedCodes();
const listed = Object.keys(ERROR_CODES);
/** The families of the rules' codes; other packages have codes of their own (`board/…`), not listed here. */
const families = new Set(listed.map((code) => code.slice(0, code.indexOf('/'))));

describe('the table of error codes', () => {
  it('finds the codes of the sources, templates included (the reader itself works)', () => {
    const codes = new Set(produced.map((f) => f.code));
    // A plain literal, a constant, and codes that checkStep, readPair and checkOpponent build from their area.
    const kinds = ['land/not-adjacent', 'document/newer-version', 'move/occupied', 'exchange/not-adjacent', 'last-drift/self'];
    for (const code of kinds) expect(codes).toContain(code);
  });

  it('lists every code an error site can produce', () => {
    const unlisted = produced.filter((f) => !Object.hasOwn(ERROR_CODES, f.code)).map((f) => `${f.code} (${f.at})`);
    expect(unlisted).toEqual([]);
  });

  it('lists no code that no error site produces', () => {
    const codes = new Set(produced.map((f) => f.code));
    expect(listed.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('says in one line what each code means', () => {
    for (const [code, meaning] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(CODE);
      expect(meaning, code).toMatch(/^\S[^\n]*\S$/);
    }
  });

  it('joins the tables of the four error values, a code shared by two meaning the same in both', () => {
    const tables: readonly Readonly<Record<string, string>>[] = [
      RULE_ERROR_CODES,
      VALIDATION_ERROR_CODES,
      VALIDATION_ISSUE_CODES,
      REPLAY_ERROR_CODES,
    ];
    for (const table of tables) {
      for (const [code, meaning] of Object.entries(table)) expect(ERROR_CODES[code as keyof typeof ERROR_CODES]).toBe(meaning);
    }
    expect(new Set(tables.flatMap((table) => Object.keys(table)))).toEqual(new Set(listed));
  });

  it('lists every rules code the documentation names', () => {
    const named: string[] = [];
    // The solver's README names the codes of its hints' reasons (`land/on-target`, …): a table of the solver's own,
    // whose families read like the rules' but which are no rules codes.
    const hintReasons = join(REPOSITORY, 'packages', 'solver', 'README.md');
    const files = [...markdownFiles(join(REPOSITORY, 'docs')), ...markdownFiles(join(REPOSITORY, 'packages'))].filter((file) => file !== hintReasons);
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/`([a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*)`/g)) {
        const code = match[1]!;
        const family = code.slice(0, code.indexOf('/'));
        if (families.has(family) && !Object.hasOwn(ERROR_CODES, code)) named.push(`${code} (${relative(REPOSITORY, file)})`);
      }
    }
    expect(named).toEqual([]);
  });
});

describe('the code types', () => {
  it('refuse a code that is not in the table, so that a misspelt code does not compile', () => {
    // @ts-expect-error: not a code of the table.
    const misspelt: RuleErrorCode = 'command/not-a-code';
    // @ts-expect-error: a code of a ValidationIssue, not of a RuleError.
    const elsewhere: RuleError['code'] = 'schema/type';
    const issue: ValidationIssueCode = 'schema/type';
    expect(Object.hasOwn(ERROR_CODES, misspelt)).toBe(false);
    expect(Object.hasOwn(RULE_ERROR_CODES, elsewhere)).toBe(false);
    expect(Object.hasOwn(VALIDATION_ISSUE_CODES, issue)).toBe(true);
  });

  it('let a switch on a code be exhaustive', () => {
    // Compiles only while the cases are exactly the codes of a ReplayError.
    const meaning = (error: ReplayError): string => {
      const code: ReplayErrorCode = error.code;
      switch (code) {
        case 'replay/invalid':
        case 'replay/rules-version':
        case 'replay/too-many-steps':
        case 'replay/setup':
        case 'replay/illegal-step':
        case 'replay/events-differ':
          return REPLAY_ERROR_CODES[code];
        default: {
          const unknown: never = code;
          return unknown;
        }
      }
    };
    expect(meaning({ code: 'replay/setup', message: '' })).toBe(REPLAY_ERROR_CODES['replay/setup']);
    const misspeltCheck = (error: RuleError): boolean =>
      // @ts-expect-error: comparing with a code that is not in the table is refused.
      error.code === 'land/not-adjcent';
    expect(misspeltCheck({ code: 'land/not-adjacent', message: '' })).toBe(false);
  });
});
