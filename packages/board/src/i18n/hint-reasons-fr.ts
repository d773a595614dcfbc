/**
 * The words of hints' reasons in French: loaded with the solver (`solver.ts`), since a reason is only shown with
 * the hint the solver gives; the rest of the French texts are in `fr.ts`.
 * @module
 */
import { mixingParts, type Colour } from '@stigmeria/rules/view';
import type { HintReasonTexts, ReasonWords } from './translation.js';

/** "A3", "A3 et A4", "A3, A4 et B2"; past four cells, the first three and how many more. */
function cells(list: readonly string[]): string {
  const shown = list.length > 4 ? [...list.slice(0, 3), `${list.length - 3} autres`] : list;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} et ${shown.at(-1)}`;
}

const targets = (list: readonly string[]): string => (list.length === 1 ? `la cible en ${list[0]}` : `les cibles en ${cells(list)}`);

/** " avec Pas rapide" after a move made by a special action; nothing after a plain Move. */
const by = (action: 'move' | 'choreography' | 'fast-step' | 'diagonal', w: ReasonWords): string => (action === 'move' ? '' : ` avec ${w.command(action)}`);


/** Mixing makes a secondary of its parts; Combination's brown and the notes' white and black are turned. */
const mixes = (color: Colour, into: Colour): boolean => mixingParts(into)?.some((part) => part === color) === true;

export const hintReasonsFr: HintReasonTexts = {
  commands: {
    'end-turn': 'Fin du tour',
    undo: 'Annuler',
    'choreography-stop': 'Chorégraphie\u00a0: arrêt',
    'half-note-keep': 'Blanche\u00a0: case du blanc',
    'central-place': 'Piocher et poser\u00a0: pose',
    a5: 'Jeton A5 de la StigmaReine',
    gain: 'Action gagnée',
    give: 'Don d’un jeton de la StigmaReine',
    'fog-die-land': 'Dé de brume\u00a0: atterrissage',
    'charmer-pass': 'Charmeur\u00a0: passer',
    'drift-move': 'Ultime dérive\u00a0: déplacement',
    'drift-remove': 'Ultime dérive\u00a0: retrait',
    'drift-land': 'Ultime dérive\u00a0: atterrissage',
    'wind-reroll': 'Dé de vent\u00a0: relancer',
    'wind-unknown': 'Dé de vent\u00a0: vent inconnu',
    'wind-direction': 'Dé de vent\u00a0: choisir le vent',
  },
  codes: {
    'none/game-over': () => 'la partie est finie',
    'none/no-seat': (p) => `la partie n’a pas de place ${p.seat}`,
    'none/not-playing': (p) => (p.status === 'fulfilled' ? 'le schéma est réalisé' : 'le joueur est hors jeu'),
    'none/waiting': (p, w) => (p.seat === null ? 'les autres joueurs jouent encore ce tour' : `${w.player(p.seat)} doit jouer d’abord`),
    'land/on-target': (p, w) => `pose le ${w.colour(p.color)} dont la cible en ${p.cell} a besoin`,
    'land/to-turn': (p, w) => `pose un ${w.colour(p.color)} sur la cible en ${p.cell}, pour l’y rendre ${w.colour(p.into)}`,
    'land/wind': (p, w) => `pose un ${w.colour(p.color)} en ${p.cell}, que le vent portera sur sa cible en ${p.target}`,
    'land/to-mix': (p, w) =>
      `pose un ${w.colour(p.color)} en ${p.cell}, pour le ${mixes(p.color, p.into) ? 'mélanger en' : 'rendre'} ${w.colour(p.into)} pour la cible en ${p.target}`,
    'land/toward': (p, w) => `pose un ${w.colour(p.color)} en ${p.cell}, en route vers sa cible en ${p.target}`,
    'land/plain': (p, w) => `pose un ${w.colour(p.color)} en ${p.cell}`,
    'draw/short': (p, w) => `pioche\u00a0: il n’y a pas assez de ${w.colour(p.color)} sous la main pour ${targets(p.targets)}`,
    'draw/missing': (p, w) => `pioche\u00a0: la zone de recrutement n’a pas de ${w.colour(p.color)} pour ${targets(p.targets)}`,
    'draw/ahead': (p) => `pioche\u00a0: ${p.open} cible${p.open > 1 ? 's' : ''} encore à remplir, et piocher maintenant garde les actions suivantes pour poser`,
    'move/token': (p, w) => `déplace le jeton en ${p.from}${by(p.action, w)}`,
    'move/off': (p, w) => `sort du plateau le ${w.colour(p.color)} en ${p.from}${by(p.action, w)}\u00a0: aucune cible n’en a besoin là`,
    'move/onto-target': (p, w) => `déplace le ${w.colour(p.color)} sur sa cible en ${p.to}${by(p.action, w)}`,
    'move/toward': (p, w) => `déplace le ${w.colour(p.color)} de ${p.from} en ${p.to}${by(p.action, w)}, vers sa cible en ${p.target}${p.beforeWind ? ' avant le vent' : ''}`,
    'move/aside': (p, w) => `déplace le ${w.colour(p.color)} de ${p.from} en ${p.to}${by(p.action, w)}, hors du chemin des cibles`,
    'mixing/cells': (p) => `mélange les jetons en ${p.cells[0]} et ${p.cells[1]}`,
    'mixing/into': (p, w) => `mélange ${p.cells[0]} et ${p.cells[1]} en ${w.colour(p.into)}${p.targets.length > 0 ? ` pour ${targets(p.targets)}` : ''}`,
    'combination/brown': (p) => `rend ${p.cell} marron avec Combinaison${p.target ? ', comme sa cible le demande' : ''}`,
    'joker/exchange': (p, w) =>
      `joue le joker, quatre ${w.colour(p.from)} contre quatre ${w.colour(p.to)}${p.targets.length > 0 ? `\u00a0: ${targets(p.targets)} ${p.targets.length === 1 ? 'a' : 'ont'} besoin de ${w.colour(p.to)}` : ''}`,
    'end-turn/spent': () => 'finit le tour\u00a0: toutes les actions de ce tour sont jouées',
    'end-turn/wind': (p) => `finit le tour\u00a0: le vent pousse des jetons sur ${targets(p.targets)}`,
    'end-turn/nothing-helps': () => 'finit le tour\u00a0: aucune action de ce tour ne rapproche plus du schéma',
    'choreography/stop': () => 'arrête la Chorégraphie\u00a0: aucun autre stigmérien n’a besoin d’un pas',
    'half-note/keep': (p) => `garde le blanc de la Blanche en ${p.cell}`,
    plays: (p, w) => `joue ${w.command(p.action)}${p.cells.length > 0 ? ` sur ${cells(p.cells)}` : ''}`,
    hopeless: (p, w) => `${w.reason(p.reason)}\u00a0; aucun ordre du sac ne permet plus de réaliser le schéma à temps avec vos actions`,
    'central/a5': (p, w) => `pose un ${w.colour(p.color)} en A5 de la StigmaReine\u00a0: aucune couleur n’est plus nombreuse dans votre sac (${p.inBag}), votre Piocher et poser a donc le plus de chances de s’y aligner`,
    'central/earn': (p, w) =>
      `${w.command(p.action)}\u00a0: le ${w.colour(p.color)} en ${p.cell} de la StigmaReine complète ${p.lines === 1 ? 'une ligne' : `${p.lines} lignes`} de trois, qui rapporte${p.lines === 1 ? ' une action' : `nt ${p.lines} actions`}`,
    'central/draw': () => 'Piocher et poser\u00a0: aucun déplacement central ne complète de ligne de trois, et chaque tour demande un Piocher et poser',
    'central/place-safe': (p, w) => `pose le ${w.colour(p.color)} en ${p.cell} de la StigmaReine, où il n’ouvre aucune ligne de trois qu’un autre joueur pourrait finir`,
    'central/place-least': (p, w) => `pose le ${w.colour(p.color)} en ${p.cell} de la StigmaReine, où il ouvre le moins de lignes de trois à finir pour un autre joueur`,
    'gain/needed': (p, w) => `gagne ${w.command(p.action)}\u00a0: sans elle, le ${p.colours.map(w.colour).join(' et le ')} du schéma ne peut pas être obtenu`,
    'gain/moves': (p, w) => `gagne ${w.command(p.action)}, qui rapproche les stigmériens de leurs cibles`,
    'gain/any': (p, w) => `gagne ${w.command(p.action)}`,
    'give/own': (p, w) => `donne le ${w.colour(p.color)} en ${p.cell} à votre propre sac\u00a0: le schéma utilise cette couleur`,
    'give/other': (p, w) => `donne le ${w.colour(p.color)} en ${p.cell} au sac de ${w.player(p.seat)}\u00a0: le schéma n’utilise pas cette couleur`,
  },
};
