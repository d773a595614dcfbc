#!/usr/bin/env node
/**
 * Fails on any import cycle among the TypeScript sources of a package: every `import` and `export … from` with a
 * relative path, type-only ones included (a type-only cycle is still two modules that cannot be read apart).
 * Each package's layers may import only from the layers above them; a cycle is where that broke. A dynamic
 * `import()` is left out: it loads its module later, on demand, which is how the board splits off the chunks a page
 * may never need (the French strings, the solver, online play), and those modules may import the static ones.
 *
 *   node scripts/check-cycles.mjs            checks packages/<name>/src and stories/src
 *   node scripts/check-cycles.mjs DIR…       checks these folders instead
 *
 * Prints every cycle found (one per group of modules that import each other) and exits with 1, or exits with 0.
 * Reads the imports with the TypeScript compiler's parser, which the workspace already has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The folders checked by default: each package's sources and the stories'. */
function defaultFolders() {
  const packages = join(ROOT, 'packages');
  const folders = readdirSync(packages).map((name) => join(packages, name, 'src'));
  folders.push(join(ROOT, 'stories', 'src'));
  return folders.filter((folder) => existsSync(folder));
}

/** Every TypeScript source under `folder`, declaration files aside. */
function sourcesUnder(folder) {
  const out = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative module paths a source imports or re-exports from. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier !== undefined
        ? statement.moduleSpecifier
        : ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)
          ? statement.moduleReference.expression
          : undefined;
    if (from !== undefined && ts.isStringLiteral(from) && from.text.startsWith('.')) out.push(from.text);
  }
  return out;
}

/** The source file a relative specifier names (`./a.js` is `./a.ts` in the sources), or undefined. */
function resolveImport(file, specifier, known) {
  const base = resolve(dirname(file), specifier);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => known.has(path));
}

/** The groups of two or more modules that import each other (Tarjan's strongly connected components). */
function cyclicGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node).includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** One cycle through `start` inside `group`, as the list of modules met, back to `start`. */
function cycleThrough(graph, group, start) {
  const inGroup = new Set(group);
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of graph.get(queue[i])) {
      if (to === start) {
        const path = [start];
        for (let at = queue[i]; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (inGroup.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** The import cycles among the sources of `folders`, each as a list of paths relative to the repository. */
export function findCycles(folders) {
  const files = folders.flatMap((folder) => (statSync(folder).isDirectory() ? sourcesUnder(folder) : [folder]));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = importsOf(file)
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return cyclicGroups(graph).map((group) => {
    const start = [...group].sort()[0];
    return cycleThrough(graph, group, start).map((path) => relative(ROOT, path));
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2).map((folder) => resolve(folder));
  const folders = given.length > 0 ? given : defaultFolders();
  const cycles = findCycles(folders);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): each package's modules may import only from the layers above them.`);
    process.exit(1);
  }
  console.log(`No import cycle in ${folders.map((folder) => relative(ROOT, folder) || '.').join(', ')}.`);
}
