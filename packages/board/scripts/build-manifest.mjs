// Writes custom-elements.json, the Custom Elements Manifest that editors, Storybook and catalogues read.
// The analyzer's API is used rather than its CLI because the CLI also rewrites package.json.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(packageDir, 'src');

// Every TypeScript module under src/ (the same set as the analyzer's `--globs "src/**/*.ts"`), in a stable
// order so the manifest does not change between machines; declaration files describe no element.
const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
  .map((entry) => relative(packageDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .sort();

const modules = files.map((file) =>
  ts.createSourceFile(file, readFileSync(join(packageDir, file), 'utf8'), ts.ScriptTarget.ES2022, true),
);

const manifest = create({ modules, plugins: litPlugin(), context: { dev: false } });

const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName);
if (elements.length === 0) {
  // A manifest without the element would silently mislead every tool that reads it.
  console.error('custom-elements.json: the analyzer found no custom element with a tag name in src/');
  process.exit(1);
}

writeFileSync(join(packageDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${elements.map((element) => `<${element.tagName}>`).join(', ')} from ${files.length} modules`);
