// The recorder page: the language and theme pickers in the bar, read from and written to the query string, and the
// <stigmeria-tutorial-recorder> element, which does the rest; a #schema=… fragment gives it a schema of one's own.
// DOM calls only (no innerHTML): the page runs under Trusted Types.
import '../../packages/board/dist/cdn/stigmeria-recorder.js';

const TEXT = {
  en: {
    title: 'Stigméria tutorial recorder',
    playground: 'Playground',
    lang: 'Language',
    theme: 'Theme',
    auto: 'As the system',
    light: 'Light',
    dark: 'Dark',
  },
  fr: {
    title: 'Enregistreur de tutoriels Stigméria',
    playground: 'Bac à sable',
    lang: 'Langue',
    theme: 'Thème',
    auto: 'Comme le système',
    light: 'Clair',
    dark: 'Sombre',
  },
};
const THEMES = ['auto', 'light', 'dark'];

const $ = (id) => document.getElementById(id);
const recorder = document.querySelector('stigmeria-tutorial-recorder');
const query = new URLSearchParams(location.search);
const settings = {
  lang: query.get('lang') === 'fr' || (!query.has('lang') && navigator.language.startsWith('fr')) ? 'fr' : 'en',
  theme: THEMES.includes(query.get('theme')) ? query.get('theme') : 'auto',
};

function apply() {
  const text = TEXT[settings.lang];
  document.documentElement.lang = settings.lang;
  document.title = text.title;
  $('title').textContent = text.title;
  $('playground').textContent = text.playground;
  $('playground').href = `../playground/?lang=${settings.lang}`;
  $('label-lang').textContent = text.lang;
  $('label-theme').textContent = text.theme;
  for (const theme of THEMES) $(`theme-${theme}`).textContent = text[theme];
  $('lang').value = settings.lang;
  $('theme').value = settings.theme;
  // The page's own palette follows a chosen theme; "auto" leaves it to prefers-color-scheme (pages.css).
  if (settings.theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = settings.theme;
  recorder.setAttribute('lang', settings.lang);
  recorder.setAttribute('theme', settings.theme);
  const next = new URLSearchParams({ lang: settings.lang });
  if (settings.theme !== 'auto') next.set('theme', settings.theme);
  // The fragment stays: it may carry the schema (#schema=…) that the schema editor's "Record a tutorial" sent.
  history.replaceState(null, '', `?${next}${location.hash}`);
}

$('lang').addEventListener('change', () => {
  settings.lang = $('lang').value === 'fr' ? 'fr' : 'en';
  apply();
});
$('theme').addEventListener('change', () => {
  settings.theme = THEMES.includes($('theme').value) ? $('theme').value : 'auto';
  apply();
});
apply();

// A schema of the author's own, from the schema editor or a share link: read as the editor reads its links.
await customElements.whenDefined('stigmeria-tutorial-recorder');
recorder.loadLink(location.hash);
addEventListener('hashchange', () => recorder.loadLink(location.hash));
