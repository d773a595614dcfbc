// The tutorial pages: the board element, and the language of the page. Every text is in the page in English and
// French, each element marked with its lang; the chosen language goes on <html> (lang and data-lang) and
// tutorials.css shows only its elements. Built with DOM calls only (no innerHTML) because the pages run under
// Trusted Types; an external module because the CSP forbids inline scripts.
import '../../packages/board/dist/cdn/stigmeria-board.js';

const select = document.getElementById('lang');
const query = new URLSearchParams(location.search);
// The page follows the ?lang= of the link first, so that a French reader keeps French from page to page.
const lang = query.get('lang') === 'fr' || (!query.has('lang') && navigator.language.startsWith('fr')) ? 'fr' : 'en';

function apply(next) {
  const root = document.documentElement;
  root.lang = next;
  root.dataset.lang = next;
  // The title and the labels that are attributes, not elements, have their two languages in data attributes.
  const title = document.querySelector('title');
  if (title?.dataset[next]) document.title = title.dataset[next];
  for (const element of document.querySelectorAll('[data-label-en][data-label-fr]')) {
    element.setAttribute('aria-label', next === 'fr' ? element.dataset.labelFr : element.dataset.labelEn);
  }
  for (const board of document.querySelectorAll('stigmeria-board')) board.setAttribute('lang', next);
  select.value = next;
  // Links to the other tutorials and to the playground carry the choice along.
  for (const link of document.querySelectorAll('a[data-keep-lang]')) {
    const url = new URL(link.getAttribute('href'), location.href);
    url.searchParams.set('lang', next);
    link.href = url.href;
  }
}

select.addEventListener('change', () => {
  const next = select.value === 'fr' ? 'fr' : 'en';
  const url = new URL(location.href);
  url.searchParams.set('lang', next);
  history.replaceState(null, '', url);
  apply(next);
});

apply(lang);
