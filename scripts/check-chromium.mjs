// Runs before `npm test`: the browser tests drive a Chromium of this machine (Debian's `chromium`, or the binary
// that CHROMIUM_PATH names) and never download one. Without it they would fail deep inside the test runner; this
// says so at once, in one line, with how to install it.
import { accessSync, constants, statSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let usable = false;
try {
  accessSync(path, constants.X_OK);
  usable = statSync(path).isFile();
} catch {
  usable = false;
}
if (!usable) {
  const where = process.env.CHROMIUM_PATH === undefined ? `no Chromium at ${path}` : `CHROMIUM_PATH=${JSON.stringify(path)} is not an executable file`;
  console.error(`npm test needs Chromium for its browser tests (${where}): install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
