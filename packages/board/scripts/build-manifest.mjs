// Writes custom-elements.json, the Custom Elements Manifest that editors, Storybook and catalogues read, and from it
// the framework and editor files (see editor-files.mjs).
// The analyzer's API is used rather than its CLI because the CLI also rewrites package.json.
//
// The manifest describes the package as it is installed: its paths are the shipped `dist/*.js` modules, and it holds
// only the public API of the element (no `#private` or protected members, no internal modules or tables), each
// attribute, property and event with a description and a type.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEditorFiles } from './editor-files.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The element's module, and the module that registers its tag. */
const ELEMENT_FILE = 'src/stigmeria-board.ts';
const DEFINE_FILE = 'src/define.ts';

const sources = Object.fromEntries(
  [ELEMENT_FILE, DEFINE_FILE].map((file) => [
    file,
    ts.createSourceFile(file, readFileSync(join(packageDir, file), 'utf8'), ts.ScriptTarget.ES2022, true),
  ]),
);
const analyzed = create({ modules: Object.values(sources), plugins: litPlugin(), context: { dev: false } });

function fail(message) {
  // A manifest that leaves something out would silently mislead every tool that reads it.
  console.error(`custom-elements.json: ${message}`);
  process.exit(1);
}

/** `src/x.ts` (or `/src/x.js`, as the analyzer writes some references) as the shipped `dist/x.js`. */
const shipped = (path) => path.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * The class comment's `@attr {type} name - description` tags. They are the element's documentation for pages
 * (attribute types such as the five mode names), which the analyzer lets a field's own comment override.
 */
function attributeTags(source) {
  const element = source.statements.find((node) => ts.isClassDeclaration(node) && node.name?.text === 'StigmeriaBoard');
  if (element === undefined) fail(`no class StigmeriaBoard in ${ELEMENT_FILE}`);
  const text = source.text.slice(element.getFullStart(), element.getStart());
  const tags = new Map();
  // A tag runs to the next tag or the end of the comment; its continuation lines start with ` *`.
  const pattern = /@attr\s+\{([^}]+)\}\s+([a-z-]+)\s+-\s+([\s\S]*?)(?=\n\s*\*\s*(?:@|\/)|\n\s*\*\s*\n)/g;
  for (const [, type, name, description] of text.matchAll(pattern)) {
    tags.set(name, { type: type.trim(), description: description.replace(/\s*\n\s*\*\s*/g, ' ').trim() });
  }
  return tags;
}

/**
 * The CSS syntax of a custom property (the manifest's `syntax`, its type), read from its default value: the element
 * documents every custom property with a default, and a default of no known kind stops the build.
 */
function cssSyntax(property) {
  const value = property.default ?? '';
  if (/^#[0-9a-f]{3,8}$|^rgb\(.*\)$|^transparent$/i.test(value)) return '<color>';
  if (/^\d+(\.\d+)?(px|rem|em)$/.test(value)) return '<length>';
  if (/^\d+ms$/.test(value)) return '<time>';
  if (/^\d*\.?\d+$/.test(value)) return '<number>';
  // A font-family list: families may be any names, quoted or not, so CSS gives it no narrower syntax.
  if (/^[a-z-]+(, *[a-z-]+)*$/i.test(value) && property.name.endsWith('-font')) return '*';
  fail(`the custom property ${property.name} has no default of a known kind (${JSON.stringify(value)})`);
}

const isPublic = (member) => !member.name.startsWith('#') && (member.privacy ?? 'public') === 'public' && member.static !== true;

function publicElement(declaration) {
  const tags = attributeTags(sources[ELEMENT_FILE]);
  const attributes = (declaration.attributes ?? []).map((attribute) => {
    const tag = tags.get(attribute.name);
    if (tag === undefined) fail(`the attribute ${attribute.name} has no @attr tag in the class comment`);
    return { ...attribute, type: { text: tag.type }, description: tag.description };
  });
  for (const name of tags.keys()) {
    if (!attributes.some((attribute) => attribute.name === name)) fail(`@attr ${name} names no attribute the element declares`);
  }
  const members = (declaration.members ?? []).filter(isPublic).map((member) => {
    const { inheritedFrom, ...own } = member;
    if (own.description) return own;
    // A property that mirrors an attribute is described by it.
    const attribute = attributes.find((candidate) => candidate.fieldName === own.name);
    return attribute === undefined ? own : { ...own, description: attribute.description };
  });
  const cssProperties = (declaration.cssProperties ?? []).map((property) => ({ ...property, syntax: cssSyntax(property) }));
  return { ...declaration, attributes, members, cssProperties };
}

const elementModule = analyzed.modules.find((module) => module.path === ELEMENT_FILE);
const element = elementModule?.declarations?.find((declaration) => declaration.customElement && declaration.tagName);
if (element === undefined) fail(`the analyzer found no custom element with a tag name in ${ELEMENT_FILE}`);

const defineModule = analyzed.modules.find((module) => module.path === DEFINE_FILE);
const definition = defineModule?.exports?.find((entry) => entry.kind === 'custom-element-definition');
if (definition === undefined) fail(`${DEFINE_FILE} registers no tag`);

const manifest = {
  schemaVersion: analyzed.schemaVersion,
  readme: analyzed.readme,
  modules: [
    {
      kind: 'javascript-module',
      path: shipped(ELEMENT_FILE),
      declarations: [publicElement(element)],
      exports: [{ kind: 'js', name: element.name, declaration: { name: element.name, module: shipped(ELEMENT_FILE) } }],
    },
    {
      kind: 'javascript-module',
      path: shipped(DEFINE_FILE),
      declarations: [],
      exports: [
        { ...definition, declaration: { name: element.name, module: shipped(ELEMENT_FILE) } },
        { kind: 'js', name: element.name, declaration: { name: element.name, module: shipped(ELEMENT_FILE) } },
      ],
    },
  ],
};

const text = `${JSON.stringify(manifest, null, 2)}\n`;
writeFileSync(join(packageDir, 'custom-elements.json'), text);
console.log(`custom-elements.json: <${element.tagName}>, ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
writeEditorFiles(manifest, packageDir);
