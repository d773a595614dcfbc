// Bundled for Node and run: the rules as one file, as a server would ship them.
import { catalogue, createGame, legalActions } from '@stigmeria/rules';

const created = createGame({ schema: catalogue[0].schema, mode: 'discovery', players: 2, seed: 1 });
if (!created.ok) throw new Error(created.error.message);
console.log(legalActions(created.value, 0).length > 0 ? 'ok' : 'no legal command');
