/**
 * Bundles the guide's Vue and Svelte examples as their usual Vite set-ups would, without a Vite plugin: an esbuild
 * plugin hands each `.vue` and `.svelte` file to its framework's compiler (this workspace's pinned `vue` and
 * `svelte`), and esbuild bundles the result with the runtimes and `@stigmeria/board` installed in the consumer
 * project. The Vue compiler gets the option the guide asks Vue users to set, `isCustomElement`.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { compile } from 'svelte/compiler';
import { compileScript, parse } from 'vue/compiler-sfc';
import { consumerDir } from './consumer.js';

/** The guide's Vue compiler option: `<stigmeria-…>` tags are custom elements, not Vue components to resolve. */
export const VUE_COMPILER_OPTIONS = { isCustomElement: (tag: string) => tag.startsWith('stigmeria-') };

const compilers: Plugin = {
  name: 'vue-and-svelte',
  setup(build) {
    build.onLoad({ filter: /\.vue$/ }, async ({ path }) => {
      const { descriptor, errors } = parse(await readFile(path, 'utf8'), {
        filename: path,
        // The parser decides what is an element and what a component, so it needs the option as well.
        templateParseOptions: VUE_COMPILER_OPTIONS,
      });
      if (errors.length > 0) throw errors[0]!;
      // The examples have no <style>: extracting its CSS is a bundler's job this check does not need.
      if (descriptor.styles.length > 0) throw new Error(`${path}: <style> blocks are not compiled here`);
      const script = compileScript(descriptor, {
        id: basename(path),
        isProd: true,
        inlineTemplate: true,
        templateOptions: { compilerOptions: VUE_COMPILER_OPTIONS },
      });
      return { contents: script.content, loader: script.lang === 'ts' ? 'ts' : 'js' };
    });
    build.onLoad({ filter: /\.svelte$/ }, async ({ path }) => {
      const { js, warnings } = compile(await readFile(path, 'utf8'), { filename: path, generate: 'client', dev: false });
      // Svelte's warnings (accessibility, unused code…) would show in a reader's build too: the examples have none.
      if (warnings.length > 0) throw new Error(warnings.map((w) => `${path}: ${w.message}`).join('\n'));
      return { contents: js.code, loader: 'js' };
    });
  },
};

/** Bundles an example entry of the consumer project's copy of docs/examples/ for browsers; returns the code. */
export async function bundleExample(entry: string): Promise<string> {
  const dir = consumerDir();
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, 'examples', entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [compilers],
    write: false,
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) throw new Error(result.warnings.map((w) => w.text).join('\n'));
  return result.outputFiles[0]!.text;
}
