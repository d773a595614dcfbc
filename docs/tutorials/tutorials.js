// The tutorial pages: the board element, and the language of its captions. Built with DOM calls only (no
// innerHTML) because the pages run under Trusted Types; an external module because the CSP forbids inline scripts.
import '../../packages/board/dist/cdn/stigmeria-board.js';

const select = document.getElementById('lang');
const query = new URLSearchParams(location.search);
// The captions follow the ?lang= of the link first, so that a French reader keeps French from page to page.
const lang = query.get('lang') === 'fr' || (!query.has('lang') && navigator.language.startsWith('fr')) ? 'fr' : 'en';

function apply(next) {
  for (const board of document.querySelectorAll('stigmeria-board')) board.setAttribute('lang', next);
  select.value = next;
  // Links to the other tutorials carry the choice along.
  for (const link of document.querySelectorAll('a[data-tutorial]')) {
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
