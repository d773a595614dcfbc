// Bundled for browsers: the class alone. The package promises that this registers no tag.
import { StigmeriaBoard } from '@stigmeria/board';

globalThis.StigmeriaBoardClass = StigmeriaBoard;
