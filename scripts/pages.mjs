// The pages `npm start`'s server makes rather than sends as they are: the documentation's Markdown files, and the
// folders the documentation links to. The rule tutorials link to sections of docs/rules.md, which a browser would
// otherwise show as raw text or download. Headings get the anchors GitHub gives them, so that the same links work on
// GitHub and here; raw HTML in a file is shown as text, never run; and every page keeps to the server's strict
// Content-Security-Policy (a style sheet, no inline style or script).
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, each space a hyphen. */
export function anchorOf(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text a reader sees in an inline token: its words and code, without the Markdown around them. */
function plainText(inline) {
  return (inline.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
}

// Headings get their anchors (a repeated one numbered as GitHub numbers it: `-1`, `-2`…), and table cells a class
// for their alignment instead of the inline style the strict policy would block.
markdown.core.ruler.push('anchors-and-alignment', (state) => {
  const seen = new Map();
  state.tokens.forEach((token, i) => {
    if (token.type === 'heading_open') {
      const base = anchorOf(plainText(state.tokens[i + 1]));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      token.attrSet('id', count === 0 ? base : `${base}-${count}`);
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /text-align:(left|center|right)/.exec(token.attrGet('style') ?? '');
      token.attrs = align === null ? null : [['class', `align-${align[1]}`]];
    }
  });
});

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** A whole HTML page for a Markdown source, titled by its first heading, styled by `stylesheet` (a URL path). */
export function markdownPage(source, stylesheet) {
  const tokens = markdown.parse(source, {});
  const first = tokens.findIndex((token) => token.type === 'heading_open');
  const title = first < 0 ? 'Stigméria' : plainText(tokens[first + 1]);
  return page(title, markdown.renderer.render(tokens, markdown.options, {}), stylesheet);
}

/**
 * A folder without an index page, as GitHub shows it: its entries, folders first, each a link (`path` is the URL
 * path of the folder, ending with a slash; `entries` its names, with whether each is a folder).
 */
export function folderPage(path, entries, stylesheet) {
  const sorted = [...entries].sort((a, b) => Number(b.folder) - Number(a.folder) || a.name.localeCompare(b.name));
  const items = sorted.map(({ name, folder }) => {
    const href = encodeURIComponent(name) + (folder ? '/' : '');
    return `<li><a href="${escape(href)}">${escape(name)}${folder ? '/' : ''}</a></li>`;
  });
  return page(path, `<h1>${escape(path)}</h1>\n<ul>\n${items.join('\n')}\n</ul>\n`, stylesheet);
}

function page(title, body, stylesheet) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(title)}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="${escape(stylesheet)}">
</head>
<body>
<main class="markdown">
${body}</main>
</body>
</html>
`;
}
