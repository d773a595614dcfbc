// The playground: settings in the bar, a fresh <stigmeria-board> in the stage whenever a setting that defines a
// game changes. Built with DOM calls only (no innerHTML) because the page runs under Trusted Types.
import '../../packages/board/dist/cdn/stigmeria-board.js';
import { catalogue, demoReplay, findSchema, FLOWERS, MODES, playableModes } from '../../packages/rules/dist/index.js';

// Every mode the rules define, in the rules' order; the player counts come from the same table (R5).
const MODE_NAMES = Object.keys(MODES);

const TEXT = {
  en: {
    title: 'Stigméria playground',
    schema: 'Schema',
    mode: 'Mode',
    players: 'Players',
    lang: 'Language',
    demo: 'Watch the demonstration',
    computer: 'Play against the computer',
    newGame: 'New game',
    normal: 'Normal',
    discovery: 'Discovery',
    competitive: 'Competitive',
    'competitive-no-limit': 'Competitive, no limit',
    'solo-no-limit': 'Solo, no limit',
    noSchema: 'No schema of the catalogue is played in this mode yet.',
    stars: (n) => `${n} star${n > 1 ? 's' : ''}`,
    demoFailed: (code) => `The demonstration of this schema could not be played (${code}).`,
    tutorials: 'Rule tutorials',
    recorder: 'Tutorial recorder',
    editor: 'Schema editor',
    playOnline: 'Play online',
    onlineOff: 'Online play needs the server that npm start runs.',
    share: 'Share this link with the other players',
    copy: 'Copy the link',
    copied: 'Copied.',
    copyFailed: 'Select the link and copy it.',
    menu: 'Menu',
    settings: 'Settings:',
    demonstration: 'Demonstration',
    playerCount: (n) => `${n} player${n > 1 ? 's' : ''}`,
    againstComputer: 'against the computer',
    // The other flowers' names are proper names, the same in both languages (the rules' FLOWERS).
    flowers: {},
  },
  fr: {
    title: 'Bac à sable Stigméria',
    schema: 'Schéma',
    mode: 'Mode',
    players: 'Joueurs',
    lang: 'Langue',
    demo: 'Voir la démonstration',
    computer: 'Jouer contre l’ordinateur',
    newGame: 'Nouvelle partie',
    normal: 'Normal',
    discovery: 'Découverte',
    competitive: 'Compétitif',
    'competitive-no-limit': 'Compétitif sans limite',
    'solo-no-limit': 'Solo sans limite',
    noSchema: 'Aucun schéma du catalogue ne se joue encore dans ce mode.',
    stars: (n) => `${n} étoile${n > 1 ? 's' : ''}`,
    demoFailed: (code) => `La démonstration de ce schéma n’a pas pu être jouée (${code}).`,
    tutorials: 'Tutoriels des règles',
    recorder: 'Enregistreur de tutoriels',
    editor: 'Éditeur de schémas',
    playOnline: 'Jouer en ligne',
    onlineOff: 'Le jeu en ligne demande le serveur que lance npm start.',
    share: 'Partagez ce lien avec les autres joueurs',
    copy: 'Copier le lien',
    copied: 'Copié.',
    copyFailed: 'Sélectionnez le lien et copiez-le.',
    menu: 'Menu',
    settings: 'Réglages :',
    demonstration: 'Démonstration',
    playerCount: (n) => `${n} joueur${n > 1 ? 's' : ''}`,
    againstComputer: 'contre l’ordinateur',
    flowers: { competitive: 'Compétitif', 'competitive-no-limit': 'Compétitif sans limite' },
  },
};

const $ = (id) => document.getElementById(id);
const controls = {
  schema: $('schema'),
  mode: $('mode'),
  players: $('players'),
  lang: $('lang'),
  demo: $('demo'),
  computer: $('computer'),
  newGame: $('new-game'),
  playOnline: $('play-online'),
  menu: $('menu-toggle'),
  settingsToggle: $('settings-toggle'),
};
const onlineBar = $('online-bar');
const share = $('share');
const stage = $('stage');
const status = $('status');

/**
 * A seed per game, so "New game" deals a different bag; the rules are deterministic for a given seed. A drawn seed
 * is kept out of the address bar: whoever reads it could foresee every draw.
 */
function freshSeed() {
  seedInLink = false;
  // 128 bits: a seed decides every draw, so it must not be guessable from what the players see.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The settings live in the query string so that a game can be shared or reloaded as a link.
const query = new URLSearchParams(location.search);
/** Whether the link names the seed: only when the page was opened with one (a game to share or replay). */
let seedInLink = Boolean(query.get('seed'));
const settings = {
  schema: findSchema(query.get('schema') ?? '') ? query.get('schema') : catalogue[0].schema.id,
  mode: MODE_NAMES.includes(query.get('mode')) ? query.get('mode') : 'normal',
  players: Number.parseInt(query.get('players') ?? '1', 10) || 1,
  lang: query.get('lang') === 'fr' || (!query.has('lang') && navigator.language.startsWith('fr')) ? 'fr' : 'en',
  demo: query.get('demo') === '1',
  // The other seats are the computer's (medium bots): a person alone can play every mode, competitive included.
  computer: query.get('computer') === '1',
  seed: query.get('seed') || freshSeed(),
  // An online game: the room to join (`?room=ID`, a shared link), or 'new' right after "Play online".
  room: query.get('room') || null,
};

/** The online server's address, when the page is served by `npm start` with its online server running. */
let onlineServer = null;

function remember() {
  const next = new URLSearchParams({
    schema: settings.schema,
    mode: settings.mode,
    players: String(settings.players),
    lang: settings.lang,
  });
  if (seedInLink) next.set('seed', settings.seed);
  if (settings.demo) next.set('demo', '1');
  if (settings.computer) next.set('computer', '1');
  if (settings.room !== null && settings.room !== 'new') next.set('room', settings.room);
  history.replaceState(null, '', `?${next}`);
}

function localized(text, lang) {
  return (lang === 'fr' && text.fr) || text.en;
}

/** The schemas of the catalogue that may be played in the chosen mode (R5). */
function schemasOfMode() {
  return catalogue.filter(({ schema }) => playableModes(schema).includes(settings.mode));
}

/** The schemas playable in the chosen mode, grouped by flower, in catalogue order, named in the chosen language. */
function fillSchemas() {
  const { lang } = settings;
  const groups = new Map();
  const playable = schemasOfMode();
  for (const { schema } of playable) {
    let group = groups.get(schema.flower);
    if (!group) {
      group = document.createElement('optgroup');
      group.label = TEXT[lang].flowers[schema.flower] ?? FLOWERS[schema.flower]?.name ?? schema.flower;
      groups.set(schema.flower, group);
    }
    const stars = '★'.repeat(schema.stars) + '☆'.repeat(4 - schema.stars);
    const option = new Option(`${stars} ${localized(schema.name, lang)}`, schema.id);
    option.title = TEXT[lang].stars(schema.stars);
    group.append(option);
  }
  controls.schema.replaceChildren(...groups.values());
  if (!playable.some(({ schema }) => schema.id === settings.schema) && playable.length > 0) settings.schema = playable[0].schema.id;
  controls.schema.value = settings.schema;
  controls.schema.disabled = playable.length === 0;
}

/** Every mode; the schema list follows the chosen one. */
function fillModes() {
  controls.mode.replaceChildren(...MODE_NAMES.map((mode) => new Option(TEXT[settings.lang][mode], mode)));
  controls.mode.value = settings.mode;
}

/** The player counts the chosen mode allows. */
function fillPlayers() {
  const [fewest, most] = MODES[settings.mode].players;
  settings.players = Math.min(most, Math.max(fewest, settings.players));
  const counts = Array.from({ length: most - fewest + 1 }, (_, index) => String(fewest + index));
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
  $('label-computer').textContent = text.computer;
  controls.newGame.textContent = text.newGame;
  controls.playOnline.textContent = text.playOnline;
  controls.playOnline.title = onlineServer === null ? text.onlineOff : '';
  $('label-share').textContent = text.share;
  $('copy').textContent = text.copy;
  const tutorials = $('tutorials');
  tutorials.textContent = text.tutorials;
  // The tutorials read ?lang= first, so a French reader stays in French.
  tutorials.href = `../tutorials/?lang=${settings.lang}`;
  const recorder = $('recorder');
  recorder.textContent = text.recorder;
  recorder.href = `../recorder/?lang=${settings.lang}`;
  const editor = $('editor');
  editor.textContent = text.editor;
  editor.href = `../editor/?lang=${settings.lang}`;
  controls.menu.textContent = text.menu;
  $('settings-label').textContent = text.settings;
}

/**
 * The line a phone shows instead of the settings ("Normal · Morning Ladder · 1 player"): what the pickers hold
 * now, a demonstration's own mode and players included.
 */
function summarize() {
  const text = TEXT[settings.lang];
  const entry = findSchema(settings.schema);
  const parts = [settings.demo ? text.demonstration : TEXT[settings.lang][controls.mode.value]];
  if (entry && !controls.schema.disabled) parts.push(localized(entry.schema.name, settings.lang));
  parts.push(text.playerCount(Number(controls.players.value)));
  if (settings.computer && !settings.demo) parts.push(text.againstComputer);
  $('settings-summary').textContent = parts.join(' · ');
}

function showStatus(message, isError) {
  status.textContent = message;
  status.classList.toggle('error', isError);
  stage.replaceChildren(status);
}

/** Replaces the board, and says the settings it plays in the phone's summary line. */
function mountBoard() {
  placeBoard();
  summarize();
}

/** A new element starts a clean game or replay rather than mutating one mid-way. */
function placeBoard() {
  if (!settings.demo && schemasOfMode().length === 0) {
    showStatus(TEXT[settings.lang].noSchema, false);
    remember();
    return;
  }
  const board = document.createElement('stigmeria-board');
  board.setAttribute('lang', settings.lang);
  onlineBar.hidden = true;
  if (settings.room !== null && onlineServer !== null && !settings.demo) {
    // An online game: the room's own schema, mode and players once joined; these only set up a new room.
    board.setAttribute('server', onlineServer);
    board.setAttribute('room', settings.room);
    board.setAttribute('schema', settings.schema);
    board.setAttribute('mode', settings.mode);
    board.setAttribute('players', String(settings.players));
    board.addEventListener('stigmeria-room', (event) => {
      settings.room = event.detail.room;
      remember();
      // Whoever is in the room can share it: the link is this page's address, which now names the room.
      share.value = event.detail.share ?? location.href;
      $('copied').textContent = '';
      onlineBar.hidden = false;
    });
  } else if (settings.demo) {
    const entry = findSchema(settings.schema);
    // A demonstration is a recorded game with its own mode and players: the disabled pickers show them.
    controls.mode.value = entry.demo.mode;
    controls.players.replaceChildren(new Option(String(entry.demo.players)));
    const replay = demoReplay(entry);
    if (!replay.ok) {
      showStatus(TEXT[settings.lang].demoFailed(replay.error.code), true);
      return;
    }
    board.replay = replay.value;
    board.setAttribute('controls', '');
    board.setAttribute('readonly', '');
  } else {
    controls.mode.value = settings.mode;
    fillPlayers();
    board.setAttribute('schema', settings.schema);
    board.setAttribute('mode', settings.mode);
    board.setAttribute('players', String(settings.players));
    board.setAttribute('seed', settings.seed);
    // Against the computer: the person plays seat 0, a medium bot every other seat.
    if (settings.computer) board.setAttribute('bots', Array.from({ length: settings.players - 1 }, (_, i) => `${i + 1}=medium`).join(','));
    // A newcomer plays here: the hint button is on from the start (it loads the solver only when pressed).
    board.setAttribute('hints', '');
  }
  stage.replaceChildren(board);
  remember();
}

function syncDisabled() {
  // A demonstration is a recorded game: the mode, the players and a new game do not apply to it.
  controls.mode.disabled = settings.demo;
  controls.players.disabled = settings.demo;
  controls.computer.disabled = settings.demo;
  controls.newGame.disabled = settings.demo;
  controls.playOnline.disabled = settings.demo || onlineServer === null;
}

controls.schema.addEventListener('change', () => {
  settings.schema = controls.schema.value;
  settings.seed = freshSeed();
  mountBoard();
});
controls.mode.addEventListener('change', () => {
  settings.mode = controls.mode.value;
  settings.seed = freshSeed();
  fillSchemas();
  fillPlayers();
  mountBoard();
});
controls.players.addEventListener('change', () => {
  settings.players = Number(controls.players.value);
  mountBoard();
});
controls.lang.addEventListener('change', () => {
  settings.lang = controls.lang.value;
  translatePage();
  fillModes();
  fillSchemas();
  // The board switches language in place, so a game in progress is kept.
  stage.querySelector('stigmeria-board')?.setAttribute('lang', settings.lang);
  summarize();
  remember();
});
controls.computer.addEventListener('change', () => {
  settings.computer = controls.computer.checked;
  // A game against the computer needs a seat for it: at least two players.
  if (settings.computer && settings.players < 2 && MODES[settings.mode].players[1] >= 2) settings.players = 2;
  mountBoard();
});
controls.demo.addEventListener('change', () => {
  settings.demo = controls.demo.checked;
  syncDisabled();
  mountBoard();
});
controls.newGame.addEventListener('click', () => {
  settings.seed = freshSeed();
  settings.room = null;
  mountBoard();
});
controls.playOnline.addEventListener('click', () => {
  // A new room for the chosen schema, mode and players; the board creates it and names it in `stigmeria-room`.
  settings.room = 'new';
  mountBoard();
});
$('copy').addEventListener('click', async () => {
  const text = TEXT[settings.lang];
  try {
    await navigator.clipboard.writeText(share.value);
    $('copied').textContent = text.copied;
  } catch {
    share.select();
    $('copied').textContent = text.copyFailed;
  }
});
// "Menu" and the settings summary (a phone's bar) open and close what they fold.
for (const toggle of [controls.menu, controls.settingsToggle]) {
  toggle.addEventListener('click', () => toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true')));
}
// The form has no submit action: Enter in a field must not reload the page.
$('settings').addEventListener('submit', (event) => event.preventDefault());

/** Asks the page's server where its online server is (only `npm start` serves `online.json`). */
async function findOnlineServer() {
  try {
    const response = await fetch('online.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const { url } = await response.json();
    return typeof url === 'string' && /^wss?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}

onlineServer = await findOnlineServer();
controls.lang.value = settings.lang;
controls.demo.checked = settings.demo;
controls.computer.checked = settings.computer;
translatePage();
fillModes();
fillSchemas();
fillPlayers();
syncDisabled();
mountBoard();
