// A small static file server for the playground and the built packages: `npm start` runs it after the build.
// It binds to 127.0.0.1 only, serves nothing outside the repository and sends HTML pages with the strict
// Content-Security-Policy the board promises to work under, so the playground proves it on every visit.
import { createReadStream } from 'node:fs';
import { readFile, readdir, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderPage, markdownPage } from './pages.mjs';

const root = await realpath(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.env.PORT ?? 8080);
const host = '127.0.0.1';

// The online server of "Play online" (@stigmeria/server), in this process: a newcomer opens the playground in two
// windows and plays a two-player game. The playground reads its address from /docs/playground/online.json.
const onlinePort = Number(process.env.ONLINE_PORT ?? 2567);
const ONLINE_PATH = '/docs/playground/online.json';
let onlineUrl = null;
try {
  const { startServer } = await import('@stigmeria/server');
  onlineUrl = (await startServer({ port: onlinePort, host })).url;
} catch (error) {
  const why = error?.code === 'EADDRINUSE' ? `port ${onlinePort} is in use (set ONLINE_PORT to another port)` : String(error?.message ?? error);
  console.log(`Online play is off: ${why}.`);
}

// `stigmeria-worker` is the board's Trusted Types policy for its own module Workers (the computer players' and the
// schema editor's check; packages/board/src/trusted-worker.ts).
const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html stigmeria-worker";
// The API reference (`npm run docs`, TypeDoc's pages under docs/api/) holds no board and no text from outside,
// only what TypeDoc writes from our sources: an inline theme script, inline styles, scripts that write HTML without
// Trusted Types. Its pages get a policy that lets those run; every other page keeps the strict one.
const API_CSP = "script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";
const API_PREFIX = '/docs/api/';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The rules reference links every ruling to its tests: a reader who follows a link reads the source.
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

// The style sheet of the pages the server makes (scripts/pages.mjs).
const STYLESHEET = '/docs/markdown.css';

/** Sends a page the server made, under the strict policy. */
function sendPage(request, response, page) {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
    'content-security-policy': STRICT_CSP,
  });
  response.end(request.method === 'HEAD' ? undefined : page);
}

function fail(response, status, text) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  response.end(`${text}\n`);
}

/** The file a URL path names inside the repository, or null when it names nothing servable. */
async function locate(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Dot-directories hold version control and tool caches, never anything a page needs.
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  let file = resolve(root, `.${decoded}`);
  try {
    // realpath follows symbolic links (node_modules has some), so a link cannot lead out of the repository.
    file = await realpath(file);
  } catch {
    return null;
  }
  if (file !== root && !file.startsWith(root + sep)) return null;
  const info = await stat(file);
  if (info.isDirectory()) return { file, directory: true };
  return info.isFile() ? { file, directory: false, size: info.size } : null;
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    fail(response, 405, 'method not allowed');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === ONLINE_PATH) {
    // Where "Play online" connects: this process's online server, or none when it could not start.
    const body = JSON.stringify({ url: onlineUrl });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  try {
    let found = await locate(url.pathname);
    if (found?.directory) {
      // Relative links in a directory's index.html only resolve against a URL that ends with a slash.
      if (!url.pathname.endsWith('/')) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = await locate(`${url.pathname}index.html`);
      // A folder without an index page (the documentation links to some, as GitHub lists them) lists its entries.
      if (index === null) {
        const entries = (await readdir(found.file, { withFileTypes: true })).filter((e) => !e.name.startsWith('.'));
        const listing = folderPage(decodeURIComponent(url.pathname), entries.map((e) => ({ name: e.name, folder: e.isDirectory() })), STYLESHEET);
        sendPage(request, response, listing);
        return;
      }
      found = index;
    }
    if (!found || found.directory) {
      fail(response, 404, 'not found');
      return;
    }
    const extension = extname(found.file).toLowerCase();
    // Markdown (the rules reference the tutorials link to, the guides) is read as a page, not as its source.
    if (extension === '.md') {
      sendPage(request, response, markdownPage(await readFile(found.file, 'utf8'), STYLESHEET));
      return;
    }
    const type = MIME_TYPES[extension] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'content-length': found.size,
      'x-content-type-options': 'nosniff',
      // A development server: always serve the latest build.
      'cache-control': 'no-cache',
    };
    if (type.startsWith('text/html')) headers['content-security-policy'] = url.pathname.startsWith(API_PREFIX) ? API_CSP : STRICT_CSP;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(found.file).pipe(response);
  } catch (error) {
    fail(response, 500, 'server error');
    console.error(error);
  }
});

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port.` : error);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}/`);
  console.log(`Playground: http://localhost:${port}/docs/playground/  (Ctrl+C to stop)`);
  console.log(`Schema editor: http://localhost:${port}/docs/editor/`);
  console.log(`API reference: http://localhost:${port}/docs/api/  (npm run docs builds it)`);
  if (onlineUrl !== null) console.log(`Online play: ${onlineUrl} ("Play online" in the playground)`);
});
