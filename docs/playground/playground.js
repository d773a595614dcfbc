// The playground: settings in the bar, a fresh <stigmeria-board> in the stage whenever a setting that defines a
// game changes. Built with DOM calls only (no innerHTML) because the page runs under Trusted Types.
import '../../packages/board/dist/cdn/stigmeria-board.js';
import { catalogue, demoReplay, findSchema, FLOWERS, playableModes } from '../../packages/rules/dist/index.js';

const MODES = ['normal', 'discovery'];
const MAX_PLAYERS = 6;

const TEXT = {
  en: {
    title: 'Stigméria playground',
    schema: 'Schema',
    mode: 'Mode',
    players: 'Players',
    lang: 'Language',
    demo: 'Watch the demonstration',
    newGame: 'New game',
    normal: 'Normal',
    discovery: 'Discovery',
    stars: (n) => `${n} star${n > 1 ? 's' : ''}`,
    demoFailed: (code) => `The demonstration of this schema could not be played (${code}).`,
  },
  fr: {
    title: 'Bac à sable Stigméria',
    schema: 'Schéma',
    mode: 'Mode',
    players: 'Joueurs',
    lang: 'Langue',
    demo: 'Voir la démonstration',
    newGame: 'Nouvelle partie',
    normal: 'Normal',
    discovery: 'Découverte',
    stars: (n) => `${n} étoile${n > 1 ? 's' : ''}`,
    demoFailed: (code) => `La démonstration de ce schéma n’a pas pu être jouée (${code}).`,
  },
};

const $ = (id) => document.getElementById(id);
const controls = {
  schema: $('schema'),
  mode: $('mode'),
  players: $('players'),
  lang: $('lang'),
  demo: $('demo'),
  newGame: $('new-game'),
};
const stage = $('stage');
const status = $('status');

/** A seed per game, so "New game" deals a different bag; the rules are deterministic for a given seed. */
function freshSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The settings live in the query string so that a game can be shared or reloaded as a link.
const query = new URLSearchParams(location.search);
const settings = {
  schema: findSchema(query.get('schema') ?? '') ? query.get('schema') : catalogue[0].schema.id,
  mode: MODES.includes(query.get('mode')) ? query.get('mode') : 'normal',
  players: Math.min(MAX_PLAYERS, Math.max(1, Number.parseInt(query.get('players') ?? '1', 10) || 1)),
  lang: query.get('lang') === 'fr' || (!query.has('lang') && navigator.language.startsWith('fr')) ? 'fr' : 'en',
  demo: query.get('demo') === '1',
  seed: query.get('seed') || freshSeed(),
};

function remember() {
  const next = new URLSearchParams({
    schema: settings.schema,
    mode: settings.mode,
    players: String(settings.players),
    lang: settings.lang,
    seed: settings.seed,
  });
  if (settings.demo) next.set('demo', '1');
  history.replaceState(null, '', `?${next}`);
}

function localized(text, lang) {
  return (lang === 'fr' && text.fr) || text.en;
}

/** Schemas grouped by flower, in catalogue order (by flower, then stars), named in the chosen language. */
function fillSchemas() {
  const { lang } = settings;
  const groups = new Map();
  for (const { schema } of catalogue) {
    let group = groups.get(schema.flower);
    if (!group) {
      group = document.createElement('optgroup');
      group.label = FLOWERS[schema.flower]?.name ?? schema.flower;
      groups.set(schema.flower, group);
    }
    const stars = '★'.repeat(schema.stars) + '☆'.repeat(4 - schema.stars);
    const option = new Option(`${stars} ${localized(schema.name, lang)}`, schema.id);
    option.title = TEXT[lang].stars(schema.stars);
    group.append(option);
  }
  controls.schema.replaceChildren(...groups.values());
  controls.schema.value = settings.schema;
}

/** Only the modes the chosen schema allows, among those the board plays. */
function fillModes() {
  const entry = findSchema(settings.schema);
  const allowed = MODES.filter((mode) => playableModes(entry.schema).includes(mode));
  if (!allowed.includes(settings.mode)) settings.mode = allowed[0] ?? 'normal';
  controls.mode.replaceChildren(...allowed.map((mode) => new Option(TEXT[settings.lang][mode], mode)));
  controls.mode.value = settings.mode;
}

function fillPlayers() {
  const counts = Array.from({ length: MAX_PLAYERS }, (_, index) => String(index + 1));
  controls.players.replaceChildren(...counts.map((count) => new Option(count, count)));
  controls.players.value = String(settings.players);
}

function translatePage() {
  const text = TEXT[settings.lang];
  document.documentElement.lang = settings.lang;
  document.title = text.title;
  $('title').textContent = text.title;
  $('label-schema').textContent = text.schema;
  $('label-mode').textContent = text.mode;
  $('label-players').textContent = text.players;
  $('label-lang').textContent = text.lang;
  $('label-demo').textContent = text.demo;
  controls.newGame.textContent = text.newGame;
}

function showStatus(message, isError) {
  status.textContent = message;
  status.classList.toggle('error', isError);
  stage.replaceChildren(status);
}

/** Replaces the board: a new element starts a clean game or replay rather than mutating one mid-way. */
function mountBoard() {
  const board = document.createElement('stigmeria-board');
  board.setAttribute('lang', settings.lang);
  if (settings.demo) {
    const replay = demoReplay(findSchema(settings.schema));
    if (!replay.ok) {
      showStatus(TEXT[settings.lang].demoFailed(replay.error.code), true);
      return;
    }
    board.replay = replay.value;
    board.setAttribute('controls', '');
    board.setAttribute('readonly', '');
  } else {
    board.setAttribute('schema', settings.schema);
    board.setAttribute('mode', settings.mode);
    board.setAttribute('players', String(settings.players));
    board.setAttribute('seed', settings.seed);
  }
  stage.replaceChildren(board);
  remember();
}

function syncDisabled() {
  // A demonstration is a recorded solo normal game: these settings do not apply to it.
  controls.mode.disabled = settings.demo;
  controls.players.disabled = settings.demo;
  controls.newGame.disabled = settings.demo;
}

controls.schema.addEventListener('change', () => {
  settings.schema = controls.schema.value;
  settings.seed = freshSeed();
  fillModes();
  mountBoard();
});
controls.mode.addEventListener('change', () => {
  settings.mode = controls.mode.value;
  mountBoard();
});
controls.players.addEventListener('change', () => {
  settings.players = Number(controls.players.value);
  mountBoard();
});
controls.lang.addEventListener('change', () => {
  settings.lang = controls.lang.value;
  translatePage();
  fillSchemas();
  fillModes();
  // The board switches language in place, so a game in progress is kept.
  stage.querySelector('stigmeria-board')?.setAttribute('lang', settings.lang);
  remember();
});
controls.demo.addEventListener('change', () => {
  settings.demo = controls.demo.checked;
  syncDisabled();
  mountBoard();
});
controls.newGame.addEventListener('click', () => {
  settings.seed = freshSeed();
  mountBoard();
});
// The form has no submit action: Enter in a field must not reload the page.
$('settings').addEventListener('submit', (event) => event.preventDefault());

controls.lang.value = settings.lang;
controls.demo.checked = settings.demo;
translatePage();
fillSchemas();
fillModes();
fillPlayers();
syncDisabled();
mountBoard();
