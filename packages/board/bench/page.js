// The in-page half of the board bench (bench/run.mjs drives it): each function times the element with
// performance.now() and returns the raw samples, in milliseconds. Nothing here decides a rule.

const stage = document.getElementById('stage');

/** A small seeded generator (xorshift32), so every run jumps to the same replay steps. */
function generator(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** Lets the browser finish the frame (style, layout, paint) before the next timed round. */
function settle() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function board(attributes = {}) {
  const el = document.createElement('stigmeria-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

let errors = [];
document.addEventListener('stigmeria-error', (e) => errors.push(e.detail?.code ?? 'unknown'));

function check(what) {
  if (errors.length > 0) throw new Error(`${what}: stigmeria-error ${errors.join(', ')}`);
}

/** First render: createElement + append until the first update is complete, a new element each round. */
async function firstRender({ warmup, rounds }) {
  await customElements.whenDefined('stigmeria-board');
  const samples = [];
  for (let i = 0; i < warmup + rounds; i++) {
    const t0 = performance.now();
    const el = document.createElement('stigmeria-board');
    stage.append(el);
    await el.updateComplete;
    const t1 = performance.now();
    if (el.state === null || el.shadowRoot.querySelector('[data-cell]') === null) throw new Error('first render: no board');
    if (i >= warmup) samples.push(t1 - t0);
    await settle();
    el.remove();
  }
  check('first render');
  return samples;
}

/**
 * Commands: on one element, each round resets the game, plays the preparation (untimed) and then times every
 * command of `timed` from `el.play` to `await el.updateComplete`.
 */
async function commands({ attributes, prepare, timed, warmup, rounds }) {
  const el = board(attributes);
  stage.append(el);
  await el.updateComplete;
  const samples = [];
  for (let i = 0; i < warmup + rounds; i++) {
    el.reset();
    for (const command of prepare) {
      if (!el.play(command)) throw new Error(`preparation refused ${JSON.stringify(command)}`);
    }
    await el.updateComplete;
    await settle();
    for (const command of timed) {
      const t0 = performance.now();
      const applied = el.play(command);
      await el.updateComplete;
      const t1 = performance.now();
      if (!applied) throw new Error(`command refused ${JSON.stringify(command)}`);
      if (i >= warmup) samples.push(t1 - t0);
      await settle();
    }
  }
  check('commands');
  el.remove();
  return samples;
}

/**
 * Gives a board a replay and waits until it shows it: at once for a short one; a long one (over the board's 200 steps
 * checked at once) is checked in slices, the page answering meanwhile, and lands with its `stigmeria-step`.
 */
async function giveReplay(el, replay) {
  const landed = new Promise((resolve) => el.addEventListener('stigmeria-step', resolve, { once: true }));
  el.replay = replay;
  await el.updateComplete;
  if (el.state === null || el.state.schema.id !== replay.setup.schema.id || el.getAttribute('aria-busy') === 'true' || el.shadowRoot.querySelector('[aria-busy="true"]') !== null) {
    await landed;
    await el.updateComplete;
  }
}

/** Loading a replay: `el.replay = replay` until it is shown, a new element each round. */
async function loadReplay({ replay, warmup, rounds }) {
  const samples = [];
  let total = 0;
  for (let i = 0; i < warmup + rounds; i++) {
    const el = board();
    stage.append(el);
    await el.updateComplete;
    const copy = structuredClone(replay);
    await settle();
    const t0 = performance.now();
    await giveReplay(el, copy);
    const t1 = performance.now();
    check('replay load');
    total = el.stepTo(Number.MAX_SAFE_INTEGER);
    if (total !== replay.steps.length) throw new Error(`replay load: ${total} of ${replay.steps.length} steps`);
    if (i >= warmup) samples.push(t1 - t0);
    el.remove();
  }
  return { samples, total };
}

/** Stepping: `el.stepTo(n)` to seeded random steps until the update is complete. */
async function stepReplay({ replay, seed, warmup, jumps }) {
  const el = board();
  stage.append(el);
  await el.updateComplete;
  await giveReplay(el, replay);
  check('replay step');
  const random = generator(seed);
  const total = replay.steps.length;
  const samples = [];
  let cursor = 0;
  for (let i = 0; i < warmup + jumps; i++) {
    let n = Math.floor(random() * (total + 1));
    if (n === cursor) n = (n + 1) % (total + 1);
    await settle();
    const t0 = performance.now();
    cursor = el.stepTo(n);
    await el.updateComplete;
    const t1 = performance.now();
    if (cursor !== n) throw new Error(`stepTo(${n}) gave ${cursor}`);
    if (i >= warmup) samples.push(t1 - t0);
  }
  check('replay step');
  el.remove();
  return samples;
}

window.bench = { firstRender, commands, loadReplay, stepReplay };
window.benchReady = true;
