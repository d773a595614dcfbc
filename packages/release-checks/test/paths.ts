import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CONSUMER_FIXTURES = fileURLToPath(new URL('../consumer/', import.meta.url));
export const DOCS = fileURLToPath(new URL('../../../docs/', import.meta.url));
export const CHECKS_ROOT = fileURLToPath(new URL('../', import.meta.url));
