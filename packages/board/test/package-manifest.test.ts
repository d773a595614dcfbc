// The built custom-elements.json, and the editor and framework files written from it, as the package ships them:
// editors, Storybook and catalogues read them, so they must describe the installed `dist` files and the element's
// whole public API, and nothing else.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODES } from '@stigmeria/rules';
import { expect, it } from 'vitest';
import { StigmeriaBoard } from '../dist/stigmeria-board.js';
import { THEMES } from '../dist/themes.styles.js';

interface Typed {
  readonly name: string;
  readonly description?: string;
  readonly type?: { readonly text: string };
}
interface Field extends Typed {
  readonly kind: 'field' | 'method';
  readonly privacy?: string;
  readonly static?: boolean;
}
interface Attribute extends Typed {
  readonly fieldName?: string;
}
interface Element {
  readonly tagName: string;
  readonly attributes: readonly Attribute[];
  readonly members: readonly Field[];
  readonly events: readonly Typed[];
  readonly cssParts: readonly Typed[];
  readonly cssProperties: readonly (Typed & { readonly default?: string; readonly syntax?: string })[];
}
interface Module {
  readonly path: string;
  readonly declarations: readonly Element[];
  readonly exports: readonly { readonly kind: string; readonly name: string; readonly declaration: { readonly module: string } }[];
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifestFile = `${packageDir}custom-elements.json`;
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { readonly modules: readonly Module[] };
const elements = manifest.modules.flatMap((module) => module.declarations);
const element = elements[0]!;
const json = (file: string) => JSON.parse(readFileSync(`${packageDir}dist/${file}`, 'utf8')) as Record<string, unknown>;

/** The attributes the element observes, from Lit's property declarations (an `attribute` name, or the lowercased property). */
const observed = Object.entries(StigmeriaBoard.properties)
  .filter(([, options]) => (options as { attribute?: unknown }).attribute !== false)
  .map(([name, options]) => {
    const attribute = (options as { attribute?: unknown }).attribute;
    return typeof attribute === 'string' ? attribute : name.toLowerCase();
  });

it('describes the one element, from the shipped dist modules', () => {
  expect(elements.map((declaration) => declaration.tagName)).toEqual(['stigmeria-board']);
  const paths = [
    ...manifest.modules.map((module) => module.path),
    ...manifest.modules.flatMap((module) => module.exports.map((entry) => entry.declaration.module)),
  ];
  for (const path of paths) {
    expect(path).toMatch(/^dist\/[a-z-]+\.js$/);
    expect(existsSync(`${packageDir}${path}`), path).toBe(true);
  }
  const define = manifest.modules.find((module) => module.path === 'dist/define.js');
  expect(define?.exports.find((entry) => entry.kind === 'custom-element-definition')?.name).toBe('stigmeria-board');
});

it('holds only the public API: no private or protected members, no internal modules, a few tens of KB', () => {
  for (const member of element.members) {
    expect(member.name, member.name).not.toMatch(/^#/);
    expect(member.privacy ?? 'public', member.name).toBe('public');
    expect(member.static, member.name).toBeUndefined();
  }
  expect(manifest.modules.map((module) => module.path)).toEqual(['dist/stigmeria-board.js', 'dist/define.js']);
  // 267 KB when it listed every module of src/ with the element's private members.
  expect(statSync(manifestFile).size).toBeLessThan(40 * 1024);
});

it('lists every attribute the element observes, each with a description and a type, as every property and event; every part and custom property is described', () => {
  expect(element.attributes.map((attribute) => attribute.name).sort()).toEqual([...observed].sort());
  for (const entry of [...element.attributes, ...element.members.filter((member) => member.kind === 'field'), ...element.events]) {
    expect(entry.description, entry.name).toMatch(/\S/);
    expect(entry.type?.text, entry.name).toMatch(/\S/);
  }
  for (const entry of [...element.cssParts, ...element.cssProperties]) expect(entry.description, entry.name).toMatch(/\S/);
  // A custom property's type is its CSS syntax, as `@property` would register it.
  for (const property of element.cssProperties) {
    expect(property.default, property.name).toMatch(/\S/);
    expect(property.syntax, property.name).toMatch(/^(<(color|length|time|number)>|\*)$/);
  }
  const syntax = (name: string) => element.cssProperties.find((property) => property.name === name)?.syntax;
  expect([syntax('--stigmeria-blue'), syntax('--stigmeria-cell-size'), syntax('--stigmeria-slide-duration')]).toEqual(['<color>', '<length>', '<time>']);
  expect(element.events.map((event) => event.name).sort()).toEqual([
    'stigmeria-change',
    'stigmeria-command',
    'stigmeria-end',
    'stigmeria-error',
    'stigmeria-room',
    'stigmeria-step',
  ]);
});

it('gives the enumerated attributes their values: the rules\' five modes (R5) and the themes', () => {
  const values = (name: string) =>
    element.attributes
      .find((attribute) => attribute.name === name)!
      .type!.text.split('|')
      .map((value) => value.trim().replace(/^'|'$/g, ''))
      .sort();
  expect(values('mode')).toEqual(Object.keys(MODES).sort());
  expect(values('theme')).toEqual([...THEMES].sort());
});

it('writes VS Code custom data and JetBrains web-types that name the element, its attributes and their values', () => {
  const names = element.attributes.map((attribute) => attribute.name);
  const customData = json('vscode.html-custom-data.json') as {
    tags: { name: string; attributes: { name: string; description: string; values?: { name: string }[] }[] }[];
  };
  expect(customData.tags.map((tag) => tag.name)).toEqual(['stigmeria-board']);
  expect(customData.tags[0]!.attributes.map((attribute) => attribute.name)).toEqual(names);
  expect(customData.tags[0]!.attributes.find((attribute) => attribute.name === 'mode')?.values?.map((value) => value.name).sort()).toEqual(
    Object.keys(MODES).sort(),
  );

  const webTypes = json('web-types.json') as {
    name: string;
    contributions: { html: { elements: { name: string; attributes: { name: string }[]; events: { name: string }[] }[] } };
  };
  expect(webTypes.name).toBe('@stigmeria/board');
  const [webElement] = webTypes.contributions.html.elements;
  expect(webElement?.name).toBe('stigmeria-board');
  expect(webElement?.attributes.map((attribute) => attribute.name)).toEqual(names);
  expect(webElement?.events.map((event) => event.name)).toEqual(element.events.map((event) => event.name));
});

it('is what package.json points editors and frameworks at', () => {
  const pkg = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as Record<string, unknown> & { exports: Record<string, unknown> };
  expect(pkg['customElements']).toBe('custom-elements.json');
  expect(pkg['web-types']).toBe('./dist/web-types.json');
  for (const file of ['react-jsx.d.ts', 'vue.d.ts', 'vscode.html-custom-data.json', 'web-types.json']) {
    expect(existsSync(`${packageDir}dist/${file}`), file).toBe(true);
  }
  expect(pkg.exports['./react-jsx']).toEqual({ types: './dist/react-jsx.d.ts' });
  expect(pkg.exports['./vue']).toEqual({ types: './dist/vue.d.ts' });
});
