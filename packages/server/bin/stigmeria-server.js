#!/usr/bin/env node
// The `stigmeria-server` command. It stays outside dist/ so that it exists when npm installs the repository and
// links the command, before the first build writes dist/.
try {
  await import('../dist/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('main.js')) throw error;
  process.stderr.write('stigmeria-server is not built yet: run `npm run build` at the root of the repository.\n');
  process.exitCode = 1;
}
