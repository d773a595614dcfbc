// Bundled for browsers: the element registered from its package, with Lit and the rules as dependencies.
import '@stigmeria/board/define';

document.body.append(document.createElement('stigmeria-board'));
