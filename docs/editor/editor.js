// The schema editor's page: the editor, the page's language and theme, and share links. A link carries the schema
// in its fragment (#schema=…), which never reaches the server; the editor reads it as any input from outside.
// Built with DOM calls only (no innerHTML) because the page runs under Trusted Types.
import '../../packages/board/dist/cdn/stigmeria-editor.js';

const TEXT = {
  en: {
    title: 'Stigméria schema editor',
    playground: 'Playground',
    guide: 'How to make a schema',
    lang: 'Language',
    theme: 'Theme',
    'theme-auto': 'As the system',
    'theme-light': 'Light',
    'theme-dark': 'Dark',
  },
  fr: {
    title: 'Éditeur de schémas Stigméria',
    playground: 'Bac à sable',
    guide: 'Faire un schéma',
    lang: 'Langue',
    theme: 'Thème',
    'theme-auto': 'Comme le système',
    'theme-light': 'Clair',
    'theme-dark': 'Sombre',
  },
};

const $ = (id) => document.getElementById(id);
const editor = $('editor');
const params = new URLSearchParams(location.search);
const lang = params.get('lang') === 'fr' ? 'fr' : 'en';
const theme = ['light', 'dark'].includes(params.get('theme')) ? params.get('theme') : 'auto';

function apply(language, chosenTheme) {
  const text = TEXT[language];
  document.documentElement.lang = language;
  document.title = text.title;
  $('title').textContent = text.title;
  $('playground').textContent = text.playground;
  $('playground').href = `../playground/?lang=${language}`;
  $('guide').textContent = text.guide;
  $('label-lang').textContent = text.lang;
  $('label-theme').textContent = text.theme;
  for (const id of ['theme-auto', 'theme-light', 'theme-dark']) $(id).textContent = text[id];
  $('lang').value = language;
  $('theme').value = chosenTheme;
  editor.setAttribute('lang', language);
  editor.setAttribute('theme', chosenTheme);
}

/** Keeps the settings in the address (?lang=…&theme=…), beside the fragment of a share link. */
function remember() {
  const url = new URL(location.href);
  url.searchParams.set('lang', $('lang').value);
  url.searchParams.set('theme', $('theme').value);
  history.replaceState(null, '', url);
}

apply(lang, theme);
$('lang').addEventListener('change', () => {
  apply($('lang').value, $('theme').value);
  remember();
});
$('theme').addEventListener('change', () => {
  apply($('lang').value, $('theme').value);
  remember();
});

// "Record a tutorial": the recorder's page beside this one, in the same language and theme, with the schema in its
// fragment as a share link carries it.
editor.addEventListener('stigmeria-record', (event) => {
  const recorder = new URL('../recorder/', location.href);
  recorder.searchParams.set('lang', $('lang').value);
  if ($('theme').value !== 'auto') recorder.searchParams.set('theme', $('theme').value);
  recorder.hash = event.detail.fragment;
  location.assign(recorder.href);
});

await customElements.whenDefined('stigmeria-schema-editor');
editor.loadLink(location.hash);
addEventListener('hashchange', () => editor.loadLink(location.hash));
