/**
 * The editor's check, in a module Worker so that the page stays responsive: the solver's `check`, one seed at a
 * time, each answer posted as soon as it is known. The editor ends the worker to cancel.
 * @module
 */
import { parseSchema } from '@stigmeria/rules';
import { check } from '@stigmeria/solver';
import type { CheckAnswer, CheckRequest } from './check-protocol.js';

const post = (answer: CheckAnswer): void => postMessage(answer);

addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const request = event.data;
  if (request?.type !== 'check') return;
  const parsed = parseSchema(request.schema);
  if (!parsed.ok) {
    post({ type: 'refused', code: parsed.error.code });
    return;
  }
  request.seeds.forEach((seed, index) => {
    const [result] = check(parsed.value, { seeds: [seed], mode: request.mode, budget: { maxMs: request.maxMs } }).seeds;
    if (result === undefined) return;
    post({
      type: 'seed',
      index,
      result: {
        seed,
        found: result.found,
        bestTurns: result.bestTurns,
        bestActions: result.bestActions,
        provenOptimal: result.provenOptimal,
        refuted: result.status === 'no-solution',
      },
    });
  });
  post({ type: 'done' });
});
