// The editor's pieces that face the outside on their own: the Worker policy (only the package's own files) and the
// share link (bounded, decoded without throwing, any text carried whole).
import { expect, it } from 'vitest';
import { SHARE_LINK_LIMIT, linkFragment, readLinkFragment } from '../src/editor/share-link.js';
import { checkWorkerUrl } from '../src/editor/worker-url.js';
import { createModuleWorker } from '../src/trusted-worker.js';

it('starts a module Worker from a file of the package, through the stigmeria-worker policy', async () => {
  const worker = createModuleWorker(checkWorkerUrl(), 'stigmeria-check');
  const answer = new Promise<unknown>((resolve) => worker.addEventListener('message', (e) => resolve(e.data), { once: true }));
  worker.postMessage({ type: 'check', schema: { format: 'nope' }, mode: 'normal', seeds: ['1'], maxMs: 10 });
  expect(await answer).toEqual({ type: 'refused', code: 'document/invalid' });
  worker.terminate();
});

it('refuses to start a Worker from another origin or from outside the package', () => {
  expect(() => createModuleWorker(new URL('https://elsewhere.example/src/editor/check-worker.ts'), 'x')).toThrow(TypeError);
  expect(() => createModuleWorker(new URL('/node_modules/evil.js', location.origin), 'x')).toThrow(TypeError);
  expect(() => createModuleWorker(new URL('data:text/javascript,postMessage(1)'), 'x')).toThrow(TypeError);
  const outside = new URL(checkWorkerUrl());
  outside.pathname = outside.pathname.replace(/\/src\/editor\/[^/]+$/, '/test/editor-units.test.ts');
  expect(() => createModuleWorker(outside, 'x')).toThrow(TypeError);
});

it('carries a schema with any text whole in a share link, and reads it back', () => {
  const document = { format: 'stigmeria/target-schema', name: { en: 'Two blues', fr: 'Deux bleus « à l’aube » 🌼' } };
  const fragment = linkFragment(document);
  expect(fragment).toMatch(/^schema=[A-Za-z0-9_-]+$/);
  expect(readLinkFragment(`#${fragment}`)).toEqual({ kind: 'document', value: document });
  expect(readLinkFragment('')).toEqual({ kind: 'none' });
  expect(readLinkFragment('#other=1')).toEqual({ kind: 'none' });
});

it('refuses a link past its bound before decoding it, and one that does not decode to JSON', () => {
  expect(readLinkFragment(`#schema=${'A'.repeat(SHARE_LINK_LIMIT)}`).kind).not.toBe('none');
  expect(readLinkFragment(`#schema=${'A'.repeat(SHARE_LINK_LIMIT + 1)}`)).toEqual({ kind: 'refused', code: 'editor/link-too-long' });
  expect(readLinkFragment('#schema=not+base64url')).toEqual({ kind: 'refused', code: 'editor/link-unreadable' });
  // Valid base64url of bytes that are not UTF-8 (0xff 0xfe), and of text that is not JSON ("{").
  expect(readLinkFragment('#schema=__4')).toEqual({ kind: 'refused', code: 'editor/link-unreadable' });
  expect(readLinkFragment('#schema=ew')).toEqual({ kind: 'refused', code: 'editor/link-unreadable' });
});
