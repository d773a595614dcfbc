/**
 * write-tutorials: builds the rule tutorials, one short captioned game per basic action, StigmaReine action,
 * special action, Last Drift and mode, and writes them as the static site `docs/tutorials/`: a replay document
 * per tutorial in `replays/<id>.replay.json`, a page per tutorial that shows it in `<stigmeria-board controls>`,
 * and `index.html`, which lists them by group.
 *
 * Every replay is played through the rules (`createGame`, `play`, `record`, `toReplay`), never written by
 * hand, so a tutorial cannot show a move the engine refuses. Where an action needs a position that the bags or
 * the die decide (a colour drawn, a face rolled), the tutorial tries the seeds `<id>-1`, `<id>-2`, … in order and
 * keeps the first one on which its whole command line is legal and shows what the captions say: the search is
 * deterministic, so the same rules always write the same files. `test/tutorials.test.ts` builds them again in
 * memory and compares them with the committed files.
 *
 * Run it from packages/rules after changing a tutorial or the rules on purpose:
 *
 *     npm run tutorials
 *
 * which bundles it with esbuild into `dist-scripts/` and runs it with node.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findSchema } from '../src/catalogue/index.js';
import { PRIMARIES } from '../src/colours.js';
import { FACES } from '../src/dice.js';
import { legalActions } from '../src/legal.js';
import { play } from '../src/play.js';
import { CHOREOGRAPHY_RULE, FAST_STEP_RULE, choreographyMoves, fastStepReach } from '../src/reach.js';
import { emptyRecording, record, type Recording } from '../src/recording.js';
import { serializeReplay, toReplay } from '../src/replay.js';
import { createGame } from '../src/setup.js';
import type {
  CellName,
  Colour,
  Command,
  Flower,
  GameEvent,
  GameSetup,
  GameState,
  Mode,
  PlayerState,
  Primary,
  Replay,
  ReplayStep,
  SpecialActionId,
  TargetSchema,
} from '../src/types.js';
import { ACTION_NAMES, COLOUR_NAMES, FACE_NAMES, MODE_NAMES, capital, text, type Text } from './names.js';


export type { Text } from './names.js';

/** The groups of the index, in its order. */
export const GROUPS = [
  { id: 'basic', title: text('Basic actions', 'Actions de base') },
  { id: 'stigmareine', title: text('The StigmaReine', 'La StigmaReine') },
  { id: 'special', title: text('Special actions', 'Actions spéciales') },
  { id: 'last-drift', title: text('Last Drift', 'Ultime dérive') },
  { id: 'modes', title: text('Modes', 'Modes') },
] as const;

export type GroupId = (typeof GROUPS)[number]['id'];

/** One tutorial: what the index and its page say about it, and how its game is played. */
export interface Tutorial {
  readonly id: string;
  readonly group: GroupId;
  readonly title: Text;
  /** The page's explanation, one paragraph per entry, in English and French. */
  readonly explanation: readonly Text[];
  /** The section of docs/rules.md that states the rule: its anchor and its heading (the rules are in English). */
  readonly rule: { readonly anchor: string; readonly heading: Text };
  readonly build: () => Replay;
}

// ---------------------------------------------------------------------------------------------------------------
// Playing a tutorial

/** A command line that does not fit a seed: the search moves on to the next seed. */
class Misfit extends Error {}



/** A table of players: the game so far and its recorded steps. Every step goes through `play`. */
class Table {
  state: GameState;
  /** The steps played, recorded in time linear in their number. */
  recording: Recording = emptyRecording();
  /** Captions given to steps after they were played (`caption`), by step index: they win over the step's own. */
  readonly #captions = new Map<number, Text>();

  constructor(readonly setup: GameSetup) {
    const created = createGame(setup);
    if (!created.ok) throw new Error(`${setup.schema.id}: ${created.error.code}: ${created.error.message}`);
    this.state = created.value;
  }

  /** Plays a command, with an optional caption; a refused command means this seed does not fit. */
  do(command: Command, note?: Text): this {
    const result = play(this.state, command);
    if (!result.ok) throw new Misfit(`${command.type}: ${result.error.code}`);
    this.state = result.value.state;
    this.recording = record(this.recording, { command, events: result.value.events, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** The events of the last step. */
  get events(): readonly GameEvent[] {
    return this.recording.at(this.recording.length - 1)?.events ?? [];
  }

  /**
   * Captions the step `back` steps before the last (0: the last), once what it showed is known: the caption of a
   * roll names the face rolled.
   */
  caption(back: number, note: Text): this {
    const at = this.recording.length - 1 - back;
    if (this.recording.at(at) === undefined) throw new Error(`no step ${back} before the last`);
    this.#captions.set(at, note);
    return this;
  }

  /** The last event of a type in the last step. */
  event<T extends GameEvent['type']>(type: T): Extract<GameEvent, { type: T }> {
    const found = [...this.events].reverse().find((e) => e.type === type);
    if (found === undefined) throw new Misfit(`no ${type} event`);
    return found as Extract<GameEvent, { type: T }>;
  }

  player(seat: number): PlayerState {
    return this.state.players[seat]!;
  }

  /** The colours of a player's recruit zone, one entry per token, in the rules' colour order. */
  recruit(seat: number): Colour[] {
    const zone = this.player(seat).recruit;
    return (Object.keys(zone) as Colour[]).flatMap((c) => Array.from({ length: zone[c] }, () => c));
  }

  /** The top `n` tokens of a player's bag, the next drawn first. */
  top(seat: number, n = 1): Colour[] {
    return this.player(seat).bag.slice(-n).reverse();
  }

  /** Throws a misfit unless the position is what the captions describe. */
  expect(condition: boolean, why: string): this {
    if (!condition) throw new Misfit(why);
    return this;
  }

  replay(title: Text, description: Text): Replay {
    const steps = this.recording.steps.map((step, i): ReplayStep => {
      const note = this.#captions.get(i);
      return note === undefined ? step : { ...step, note };
    });
    return toReplay(this.setup, steps, { title, description, author: 'Stigméria project' });
  }
}

const SEED_TRIES = 2000;

/** The replay of the first seed `<id>-1`, `<id>-2`, … on which `build` plays its whole line. */
function firstFit(id: string, build: (seed: string) => Replay): Replay {
  const misses = new Map<string, number>();
  for (let i = 1; i <= SEED_TRIES; i++) {
    try {
      return build(`${id}-${i}`);
    } catch (error) {
      if (!(error instanceof Misfit)) throw error;
      misses.set(error.message, (misses.get(error.message) ?? 0) + 1);
    }
  }
  // Why the seeds missed, most frequent first: the step of the command line that needs changing.
  const why = [...misses].sort((x, y) => y[1] - x[1]).map(([m, n]) => `${m} (${n})`).join('; ');
  throw new Error(`${id}: no seed among the first ${SEED_TRIES} fits its command line: ${why}`);
}

/** A tutorial's own target schema: `cells` lists `cell:colour` pairs separated by spaces. */
function schema(
  id: string,
  name: Text,
  flower: Flower,
  stars: 1 | 2 | 3 | 4,
  targets: string,
  setup = '',
  extra: Partial<Pick<TargetSchema, 'winds' | 'description'>> = {},
): TargetSchema {
  const pairs = (list: string) =>
    list
      .split(/\s+/)
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [cell, color] = pair.split(':') as [CellName, Colour];
        return { cell, color };
      });
  return {
    format: 'stigmeria/target-schema',
    formatVersion: 1,
    id: `tutorial-${id}`,
    name: { en: `Tutorial: ${name.en}`, fr: `Tutoriel : ${name.fr}` },
    flower,
    stars,
    ...(setup === '' ? {} : { setup: pairs(setup) }),
    targets: pairs(targets),
    ...extra,
    author: 'Stigméria project',
    licence: 'CC-BY-4.0',
  };
}

function table(target: TargetSchema, mode: Mode, players: number, seed: string): Table {
  return new Table({ schema: target, mode, players, seed, options: { joker: true } });
}

// Command shorthands: the seat comes last because most tutorials have one player.
const draw = (player = 0): Command => ({ type: 'draw', player });
const land = (color: Colour, to: CellName, player = 0): Command => ({ type: 'land', player, color, to });
const move = (from: CellName, to: CellName | 'off', player = 0): Command => ({ type: 'move', player, from, to });
const endTurn = (player = 0): Command => ({ type: 'end-turn', player });
const gain = (action: SpecialActionId, player = 0): Command => ({ type: 'gain', player, action });
const a5 = (color: Colour, player: number): Command => ({ type: 'a5', player, color });
const centralDraw = (player: number): Command => ({ type: 'central-draw', player });
const centralPlace = (to: CellName, player: number): Command => ({ type: 'central-place', player, to });
const give = (cell: CellName, to: number, player: number): Command => ({ type: 'give', player, cell, to });

const colourOf = (c: Colour): Text => COLOUR_NAMES[c];

// ---------------------------------------------------------------------------------------------------------------
// Competitive openings

/** The first player of the turn and the other one, at a table of two. */
function seats(g: Table): [number, number] {
  const first = g.state.first;
  return [first, 1 - first];
}

/**
 * The first player of a two-player competitive game puts A5 and draws two tokens of its colour beside it: the
 * row of three earns `action`; the matched tokens go two to the opponent's bag and one back to the player's
 * own; the empty StigmaReine gets its A5 again. Leaves the first player free to act on their own board.
 */
function earnOnStigmaReine(g: Table, action: SpecialActionId, captions: boolean): [number, number] {
  const [a, b] = seats(g);
  const [first, second] = g.top(a, 2) as [Colour, Colour];
  g.expect(first === second && PRIMARIES.includes(first as Primary), 'the first two draws match');
  const c = first;
  const name = colourOf(c);
  g.do(
    a5(c, a),
    captions
      ? text(
          `The StigmaReine is empty, so the first player starts by putting a ${name.en} token from the box on A5.`,
          `La StigmaReine est vide : le premier joueur commence par poser sur A5 un jeton ${name.fr} pris dans la boîte.`,
        )
      : undefined,
  );
  g.do(centralDraw(a));
  g.do(
    centralPlace('A4', a),
    captions
      ? text(
          `First central action, Draw and Place: the top token of the bag is ${name.en}, and it goes on A4, next to A5.`,
          `Première action centrale, Piocher et poser : le jeton du dessus du sac est ${name.fr} ; il va sur A4, à côté de A5.`,
        )
      : undefined,
  );
  g.do(centralDraw(a));
  g.do(
    centralPlace('A6', a),
    text(
      `The second Draw and Place puts another ${name.en} token on A6: A4, A5 and A6 now make a row of three of one colour, which earns one special action.`,
      `Le second Piocher et poser met un autre jeton ${name.fr} sur A6 : A4, A5 et A6 forment une ligne de trois d’une même couleur, qui rapporte une action spéciale.`,
    ),
  );
  const label = ACTION_NAMES[action];
  g.do(
    gain(action, a),
    text(
      `The player chooses the action earned: ${label.en}. It is theirs for the rest of the game (at most nine).`,
      `Le joueur choisit l’action gagnée : ${label.fr}. Elle lui appartient jusqu’à la fin de la partie (neuf au plus).`,
    ),
  );
  g.do(
    give('A4', b, a),
    captions
      ? text(
          'Each matched token now leaves the StigmaReine for a bag the player chooses: A4 goes to the opponent’s bag, which is shuffled.',
          'Chaque jeton aligné quitte la StigmaReine pour le sac choisi par le joueur : A4 va dans le sac de l’adversaire, qui est mélangé.',
        )
      : undefined,
  );
  g.do(give('A5', a, a));
  g.do(give('A6', b, a));
  g.do(
    a5(g.top(a)[0]!, a),
    captions
      ? text(
          'The StigmaReine is empty again, so the player who emptied it puts a new token on A5 before going on.',
          'La StigmaReine est de nouveau vide : le joueur qui l’a vidée pose un nouveau jeton sur A5 avant de continuer.',
        )
      : undefined,
  );
  return [a, b];
}

/** The second player's two Draw and Place beside A5, in an L so that no row of three can form with three tokens. */
function quietCentralTurn(g: Table, b: number, cells: readonly [CellName, CellName] = ['A4', 'B5'], notes: readonly (Text | undefined)[] = []): void {
  g.do(centralDraw(b));
  g.do(centralPlace(cells[0], b), notes[0]);
  g.do(centralDraw(b));
  g.do(centralPlace(cells[1], b), notes[1]);
}

// ---------------------------------------------------------------------------------------------------------------
// Names


const R8 = { anchor: 'r8-basic-actions', heading: text('R8. Basic actions', 'R8. Actions de base') };
const R9 = { anchor: 'r9-joker', heading: text('R9. Joker', 'R9. Joker') };
const R5 = { anchor: 'r5-modes-and-players', heading: text('R5. Modes and players', 'R5. Modes et joueurs') };
const R18 = { anchor: 'r18-special-actions', heading: text('R18. Special actions', 'R18. Actions spéciales') };
const R19 = { anchor: 'r19-the-stigmareine', heading: text('R19. The StigmaReine', 'R19. La StigmaReine') };
const R20 = { anchor: 'r20-last-drift', heading: text('R20. Last Drift', 'R20. Ultime dérive') };

// ---------------------------------------------------------------------------------------------------------------
// Basic actions

const basic: Tutorial[] = [
  {
    id: 'draw',
    group: 'basic',
    title: text('Draw', 'Piocher'),
    explanation: [
      text(
        'Draw costs one action: the top token of your bag goes to your recruit zone, beside your board. Nobody knows the order of the bag, so a draw reveals something and cannot be undone.',
        'Piocher coûte une action : le jeton du dessus de votre sac va dans votre zone de recrutement, à côté de votre plateau. Personne ne connaît l’ordre du sac : une pioche révèle quelque chose et ne peut pas être annulée.',
      ),
      text(
        'Turn 1 gives one action, turn 2 two, and so on up to ten. Here the single action of turn 1 is a draw; in turn 2 both tokens of the recruit zone land on their targets.',
        'Le tour 1 donne une action, le tour 2 en donne deux, et ainsi de suite jusqu’à dix. Ici, l’unique action du tour 1 est une pioche ; au tour 2, les deux jetons de la zone de recrutement se posent sur leurs cibles.',
      ),
    ],
    rule: R8,
    build: () =>
      firstFit('draw', (seed) => {
        // The targets are the colours the seed deals: the setup token and the first draw.
        const probe = table(schema('draw', text('Draw', 'Piocher'), 'vertighaineuse', 1, 'A5:red'), 'normal', 1, seed);
        const [kept] = probe.recruit(0) as [Colour];
        const [drawn] = probe.top(0) as [Colour];
        if (kept === drawn) throw new Misfit('two colours wanted');
        const g = table(schema('draw', text('Draw', 'Piocher'), 'vertighaineuse', 1, `A4:${kept} A5:${drawn}`), 'normal', 1, seed);
        g.do(
          draw(),
          text(
            `At setup the player drew one token, ${colourOf(kept).en}. Draw spends the one action of turn 1 on another token from the top of the bag: ${colourOf(drawn).en}.`,
            `À la mise en place le joueur a pioché un jeton, ${colourOf(kept).fr}. Piocher dépense l’unique action du tour 1 pour un autre jeton du dessus du sac : ${colourOf(drawn).fr}.`,
          ),
        );
        g.do(
          endTurn(),
          text(
            'No action is left, so the player ends the turn. The draw cannot be undone: it showed what was in the bag.',
            'Il ne reste aucune action : le joueur termine son tour. La pioche ne peut pas être annulée, elle a révélé le contenu du sac.',
          ),
        );
        g.do(
          land(kept, 'A4'),
          text(
            'Turn 2 gives two actions. The first lands a token on line A of the empty board, on its target: it becomes a pollen.',
            'Le tour 2 donne deux actions. La première pose un jeton sur la ligne A du plateau vide, sur sa cible : il devient pollen.',
          ),
        );
        g.do(
          land(drawn, 'A5'),
          text(
            'The drawn token lands next to it, on its own target. The board holds exactly the target pollens: the schema is fulfilled.',
            'Le jeton pioché se pose à côté, sur sa propre cible. Le plateau porte exactement les pollens demandés : le schéma est réalisé.',
          ),
        );
        return g.replay(text('Draw', 'Piocher'), text('A draw in turn 1, two landings in turn 2.', 'Une pioche au tour 1, deux poses au tour 2.'));
      }),
  },
  {
    id: 'land',
    group: 'basic',
    title: text('Land', 'Atterrir'),
    explanation: [
      text(
        'Land costs one action: a token of your recruit zone goes to an empty cell of your board. On an empty board it must go on line A (on any edge under no-limit rules); once a token is on the board, it must go next to a token, stigmerian or pollen, never diagonally.',
        'Atterrir coûte une action : un jeton de votre zone de recrutement va sur une case vide de votre plateau. Sur un plateau vide, il doit aller sur la ligne A (sur n’importe quel bord avec les règles sans limite) ; dès qu’un jeton est sur le plateau, chaque nouveau jeton se pose à côté d’un jeton, stigmérien ou pollen, jamais en diagonale.',
      ),
      text(
        'A stigmerian that lands on a target of its own colour becomes a pollen at once, and pollens never move. One that lands elsewhere stays a stigmerian, and the wind pushes it.',
        'Un stigmérien posé sur une cible de sa couleur devient aussitôt pollen, et les pollens ne bougent jamais. Posé ailleurs, il reste stigmérien, et le vent le pousse.',
      ),
    ],
    rule: R8,
    build: () =>
      firstFit('land', (seed) => {
        const probe = table(schema('land', text('Land', 'Atterrir'), 'vertighaineuse', 1, 'B5:red'), 'normal', 1, seed);
        const [first] = probe.recruit(0) as [Colour];
        const [second] = probe.top(0) as [Colour];
        if (first === second) throw new Misfit('two colours wanted');
        const g = table(schema('land', text('Land', 'Atterrir'), 'vertighaineuse', 1, `B5:${first} B6:${second}`), 'normal', 1, seed);
        g.do(
          land(first, 'A5'),
          text(
            `The board is empty, so the first token must land on line A. The ${colourOf(first).en} token goes on A5, which is not a target: it stays a stigmerian.`,
            `Le plateau est vide : le premier jeton doit être posé sur la ligne A. Le jeton ${colourOf(first).fr} va sur A5, qui n’est pas une cible : il reste stigmérien.`,
          ),
        );
        g.do(
          endTurn(),
          text(
            'The turn ends and the wind blows south: the stigmerian moves from A5 to B5, its target, and becomes a pollen.',
            'Le tour se termine et le vent souffle vers le sud : le stigmérien passe de A5 à B5, sa cible, et devient pollen.',
          ),
        );
        g.expect(g.player(0).board[14]?.pollen === true, 'the wind carries the token onto its target');
        g.do(draw(), text('Turn 2: a draw for the second token.', 'Tour 2 : une pioche pour le second jeton.'));
        g.do(
          land(second, 'B6'),
          text(
            'The board is no longer empty, so a token lands next to any token, here the pollen on B5. It lands on its target and the schema is fulfilled.',
            'Le plateau n’est plus vide : un jeton se pose à côté d’un jeton quelconque, ici le pollen de B5. Il arrive sur sa cible et le schéma est réalisé.',
          ),
        );
        return g.replay(text('Land', 'Atterrir'), text('Line A first, then next to a token.', 'D’abord la ligne A, puis à côté d’un jeton.'));
      }),
  },
  {
    id: 'move',
    group: 'basic',
    title: text('Move, and leaving the board', 'Déplacer, et sortir du plateau'),
    explanation: [
      text(
        'Move costs one action: one stigmerian makes one orthogonal step to an empty cell. Pollens never move.',
        'Déplacer coûte une action : un stigmérien fait un pas orthogonal vers une case vide. Les pollens ne bougent jamais.',
      ),
      text(
        'A stigmerian may also leave the board on purpose, from row J only in discovery, normal and competitive games: it goes back to the box, with no penalty. (Under no-limit rules it may leave by any edge and returns to the recruit zone.) Only a token the wind blows off the board puts its player out, in discovery and normal games.',
        'Un stigmérien peut aussi quitter le plateau volontairement, en mode découverte, normal ou compétitif, mais seulement depuis la rangée J : il retourne alors dans la boîte, sans pénalité. (Avec les règles sans limite, il peut sortir par n’importe quel bord et revient dans la zone de recrutement.) En mode découverte ou normal, seul un jeton que le vent pousse hors du plateau élimine son joueur.',
      ),
    ],
    rule: R8,
    build: () =>
      firstFit('move', (seed) => {
        const g = table(schema('move', text('Move', 'Déplacer'), 'dentdine', 1, 'H6:red', 'H5:red J3:blue'), 'normal', 1, seed);
        g.do(
          move('J3', 'off'),
          text(
            'The blue stigmerian on J3 is not wanted, and the wind would blow it off the board after this turn, putting the player out. From row J it may leave on purpose: it goes to the box, with no penalty.',
            'Le stigmérien bleu de J3 est de trop, et le vent le pousserait hors du plateau à la fin du tour, ce qui éliminerait le joueur. Depuis la rangée J il peut sortir volontairement : il retourne dans la boîte, sans pénalité.',
          ),
        );
        g.do(
          endTurn(),
          text('The wind blows south and pushes the red stigmerian from H5 to I5.', 'Le vent souffle vers le sud et pousse le stigmérien rouge de H5 à I5.'),
        );
        g.do(move('I5', 'H5'), text('Turn 2 gives two actions. A move is one orthogonal step to an empty cell: up to H5…', 'Le tour 2 donne deux actions. Un déplacement est un pas orthogonal vers une case vide : vers H5…'));
        g.do(
          move('H5', 'H6'),
          text(
            '…then right to H6, its target: it becomes a pollen, and the schema is fulfilled.',
            '…puis à droite vers H6, sa cible : il devient pollen, et le schéma est réalisé.',
          ),
        );
        return g.replay(text('Move, and leaving the board', 'Déplacer, et sortir du plateau'), text('A token leaves from row J, another one steps to its target.', 'Un jeton sort par la rangée J, un autre rejoint sa cible.'));
      }),
  },
  {
    id: 'joker',
    group: 'basic',
    title: text('Joker', 'Joker'),
    explanation: [
      text(
        'In discovery, normal and solo no limit games the joker may be played once per game, for free, even with no action left: four recruit-zone tokens of one primary colour become four of another primary colour. A used joker costs 5 points at the end.',
        'En mode découverte, normal ou solo sans limite, le joker se joue une fois par partie, gratuitement, même sans action restante : quatre jetons d’une couleur primaire de la zone de recrutement deviennent quatre jetons d’une autre couleur primaire. Un joker utilisé coûte 5 points en fin de partie.',
      ),
      text(
        'In the competitive modes the joker is different: see the tutorial on the StigmaReine joker.',
        'Dans les modes compétitifs, le joker est différent : voir le tutoriel sur le joker de la StigmaReine.',
      ),
    ],
    rule: R9,
    build: () =>
      firstFit('joker', (seed) => {
        const g = table(schema('joker', text('Joker', 'Joker'), 'vertighaineuse', 1, 'A4:red A5:red A6:red'), 'normal', 1, seed);
        g.expect(g.recruit(0)[0] === 'blue' && g.top(0, 3).every((c) => c === 'blue'), 'four blues first');
        g.do(draw(), text('The recruit zone starts with a blue token; a draw brings a second blue.', 'La réserve commence avec un jeton bleu ; une pioche en apporte un second.'));
        g.do(endTurn());
        g.do(draw());
        g.do(draw(), text('Turn 2: two more draws, two more blues. The four tokens are blue, and the targets are red.', 'Tour 2 : deux pioches de plus, deux bleus de plus. Les quatre jetons sont bleus, et les cibles sont rouges.'));
        g.do(
          { type: 'joker', player: 0, from: 'blue', to: 'red' },
          text(
            'No action is left, but the joker is free: the four blue tokens become four red ones. It can be played only once in the game, and costs 5 points.',
            'Il ne reste aucune action, mais le joker est gratuit : les quatre jetons bleus deviennent quatre rouges. Il ne sert qu’une fois par partie et coûte 5 points.',
          ),
        );
        g.do(endTurn());
        g.do(land('red', 'A4'));
        g.do(land('red', 'A5'));
        g.do(
          land('red', 'A6'),
          text(
            'Turn 3: the three red tokens land on their targets and the schema is fulfilled; the fourth stays in the recruit zone.',
            'Tour 3 : les trois jetons rouges se posent sur leurs cibles et le schéma est réalisé ; le quatrième reste dans la réserve.',
          ),
        );
        return g.replay(text('Joker', 'Joker'), text('Four blue tokens become four red ones.', 'Quatre jetons bleus deviennent quatre rouges.'));
      }),
  },
  {
    id: 'joker-stigmareine',
    group: 'basic',
    title: text('Joker on the StigmaReine', 'Joker sur la StigmaReine'),
    explanation: [
      text(
        'In the competitive modes the joker puts one token of your recruit zone, of any colour, on a landing cell of the StigmaReine, in place of one of the two central actions of your turn. It is played once per game and costs no points, but a player who never used it wins the first tie-break.',
        'Dans les modes compétitifs, le joker pose un jeton de votre zone de recrutement, de n’importe quelle couleur, sur une case de pose de la StigmaReine, à la place de l’une des deux actions centrales de votre tour. Il se joue une fois par partie et ne coûte aucun point, mais le joueur qui ne l’a jamais utilisé l’emporte au premier critère de départage.',
      ),
      text(
        'A row or column of three through the token it places earns an action, as a Draw and Place does.',
        'Une ligne ou une colonne de trois passant par le jeton ainsi posé rapporte une action, comme avec Piocher et poser.',
      ),
    ],
    rule: R9,
    build: () =>
      firstFit('joker-stigmareine', (seed) => {
        const g = table(schema('joker-stigmareine', text('Joker on the StigmaReine', 'Joker sur la StigmaReine'), 'competitive', 1, 'A4:red A5:yellow A6:blue'), 'competitive', 2, seed);
        const [a, b] = seats(g);
        const [mine] = g.recruit(a) as [Colour];
        g.do(a5('blue', a), text('The StigmaReine is empty: the first player puts a token on A5.', 'La StigmaReine est vide : le premier joueur pose un jeton sur A5.'));
        g.do(centralDraw(a));
        g.do(centralPlace('A4', a), text('First central action: a Draw and Place on A4.', 'Première action centrale : un Piocher et poser sur A4.'));
        g.do(
          { type: 'central-joker', player: a, color: mine, to: 'B5' },
          text(
            `Second central action: the joker. The ${colourOf(mine).en} token of the player’s recruit zone goes on B5 of the StigmaReine. The joker is now used for the whole game.`,
            `Seconde action centrale : le joker. Le jeton ${colourOf(mine).fr} de la réserve du joueur va sur B5 de la StigmaReine. Le joker est désormais utilisé pour toute la partie.`,
          ),
        );
        g.do(draw(a), text('The one personal action of turn 1 is a draw, since the recruit zone is empty.', 'L’unique action personnelle du tour 1 est une pioche, puisque la réserve est vide.'));
        g.do(endTurn(a));
        quietCentralTurn(g, b, ['A6', 'A3'], [undefined, text('The second player takes their two central actions, two Draw and Place; their joker is still unused.', 'Le second joueur fait ses deux actions centrales, deux Piocher et poser ; son joker reste inutilisé.')]);
        return g.replay(text('Joker on the StigmaReine', 'Joker sur la StigmaReine'), text('A recruit-zone token on the StigmaReine in place of a central action.', 'Un jeton de la réserve sur la StigmaReine au lieu d’une action centrale.'));
      }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The StigmaReine

const stigmareine: Tutorial[] = [
  {
    id: 'stigmareine-draw-and-place',
    group: 'stigmareine',
    title: text('Draw and Place, and A5', 'Piocher et poser, et A5'),
    explanation: [
      text(
        'In the competitive modes every turn of a player starts with exactly two central actions on the shared StigmaReine, before anything on their own board. At least one of them is a Draw and Place: the top token of your bag is revealed, then placed on a landing cell of the StigmaReine, line A while it is empty, then next to a token.',
        'Dans les modes compétitifs, chaque tour d’un joueur commence par exactement deux actions centrales sur la StigmaReine commune, avant toute action sur son propre plateau. Au moins l’une d’elles est un Piocher et poser : le jeton du dessus de votre sac est révélé, puis posé sur une case de pose de la StigmaReine, sur la ligne A tant qu’elle est vide, ensuite à côté d’un jeton.',
      ),
      text(
        'Whenever the StigmaReine is empty, a token goes on A5 first: a token of the StigmaReine recruit zone, or a primary from the box when that zone is empty. A5 uses no central action and earns nothing. Players act one after the other, from the first player: the one with most recruit-zone tokens, then most yellow ones, then a draw.',
        'Chaque fois que la StigmaReine est vide, un jeton va d’abord sur A5 : un jeton de la zone de recrutement de la StigmaReine, ou un jeton primaire de la boîte si cette zone est vide. A5 ne coûte aucune action centrale et ne rapporte rien. Les joueurs agissent l’un après l’autre, à partir du premier joueur : celui qui a le plus de jetons dans sa zone de recrutement, puis le plus de jaunes, sinon un tirage au sort.',
      ),
    ],
    rule: R19,
    build: () =>
      firstFit('stigmareine-draw-and-place', (seed) => {
        const g = table(schema('stigmareine-draw-and-place', text('Draw and Place', 'Piocher et poser'), 'competitive', 1, 'A4:red A5:yellow A6:blue'), 'competitive', 2, seed);
        const [a, b] = seats(g);
        g.do(
          a5('red', a),
          g.recruit(a)[0] === 'yellow' && g.recruit(b)[0] !== 'yellow'
            ? text(
                `Player ${a + 1} plays first: both recruit zones hold one token, and theirs is yellow. The StigmaReine is empty: a red token from the box goes on A5.`,
                `Le joueur ${a + 1} joue en premier : les deux réserves ont un jeton, et le sien est jaune. La StigmaReine est vide : un jeton rouge de la boîte va sur A5.`,
              )
            : text(
                `Player ${a + 1} plays first: the recruit zones are equal, yellow included, so a draw chose. The StigmaReine is empty: a red token from the box goes on A5.`,
                `Le joueur ${a + 1} joue en premier : les réserves sont égales, jaunes compris, donc un tirage a choisi. La StigmaReine est vide : un jeton rouge de la boîte va sur A5.`,
              ),
        );
        g.do(centralDraw(a), text('Draw and Place starts with a draw: the top token of the bag is revealed, and cannot go back.', 'Piocher et poser commence par une pioche : le jeton du dessus du sac est révélé, sans retour possible.'));
        g.do(centralPlace('A4', a), text('It goes on a landing cell of the StigmaReine, next to a token: A4.', 'Il va sur une case de pose de la StigmaReine, à côté d’un jeton : A4.'));
        g.do(centralDraw(a));
        g.do(centralPlace('B5', a), text('The second central action is another Draw and Place, on B5. No row or column of three: nothing is earned.', 'La seconde action centrale est un autre Piocher et poser, sur B5. Aucune ligne de trois : rien n’est gagné.'));
        const [mine] = g.recruit(a) as [Colour];
        g.do(land(mine, 'A5', a), text('Now the player may act on their own board: the one action of turn 1 lands their token on line A.', 'Le joueur peut maintenant agir sur son plateau : l’unique action du tour 1 pose son jeton sur la ligne A.'));
        g.do(endTurn(a));
        quietCentralTurn(g, b, ['A3', 'B4'], [text('Then the second player: two Draw and Place too.', 'Puis le second joueur : deux Piocher et poser aussi.')]);
        const [theirs] = g.recruit(b) as [Colour];
        g.do(land(theirs, 'A5', b));
        g.do(endTurn(b), text('When both have ended the turn, the wind blows south on every board and on the StigmaReine.', 'Quand les deux ont fini le tour, le vent souffle vers le sud sur chaque plateau et sur la StigmaReine.'));
        return g.replay(text('Draw and Place, and A5', 'Piocher et poser, et A5'), text('The first turn of a competitive game.', 'Le premier tour d’une partie compétitive.'));
      }),
  },
  {
    id: 'stigmareine-move',
    group: 'stigmareine',
    title: text('Move on the StigmaReine', 'Déplacer sur la StigmaReine'),
    explanation: [
      text(
        'A central Move takes one StigmaReine token one orthogonal step to an empty cell, or off the StigmaReine from row J into the StigmaReine recruit zone. It is a central action, at most once a turn, so the other central action of that turn is a Draw and Place (or the joker).',
        'Le déplacement central fait avancer un jeton de la StigmaReine d’un pas orthogonal vers une case vide, ou le fait sortir de la StigmaReine par la rangée J, vers la zone de recrutement de la StigmaReine. C’est une action centrale, au plus une fois par tour : l’autre action centrale du tour est donc un Piocher et poser (ou le joker).',
      ),
      text(
        'A move that leaves the token in a row or column of three of its colour earns an action, as a Draw and Place does.',
        'Un déplacement qui laisse le jeton dans une ligne ou une colonne de trois jetons de sa couleur rapporte une action, comme un Piocher et poser.',
      ),
    ],
    rule: R19,
    build: () =>
      firstFit('stigmareine-move', (seed) => {
        const g = table(schema('stigmareine-move', text('Move on the StigmaReine', 'Déplacer sur la StigmaReine'), 'competitive', 1, 'A4:red A5:yellow A6:blue'), 'competitive', 2, seed);
        const [a, b] = seats(g);
        g.do(a5('yellow', a), text('The StigmaReine is empty: a yellow token goes on A5.', 'La StigmaReine est vide : un jeton jaune va sur A5.'));
        g.do(
          { type: 'central-move', player: a, from: 'A5', to: 'B5' },
          text('First central action: Move. The token on A5 steps down to B5.', 'Première action centrale : Déplacer. Le jeton de A5 descend en B5.'),
        );
        g.do(centralDraw(a));
        g.do(
          centralPlace('B4', a),
          text('The Move is spent for this turn, so the second central action is a Draw and Place, next to B5.', 'Le déplacement est dépensé pour ce tour : la seconde action centrale est un Piocher et poser, à côté de B5.'),
        );
        g.do(draw(a));
        g.do(endTurn(a));
        g.do(
          { type: 'central-move', player: b, from: 'B5', to: 'C5' },
          text('The second player has a Move of their own: B5 steps to C5.', 'Le second joueur a son propre déplacement : B5 va en C5.'),
        );
        g.do(centralDraw(b));
        g.do(centralPlace('C6', b));
        g.do(draw(b));
        g.do(endTurn(b), text('The wind blows the StigmaReine tokens one row south. A token moved off row J would go to the StigmaReine recruit zone.', 'Le vent pousse les jetons de la StigmaReine d’une rangée vers le sud. Un jeton sorti par la rangée J irait dans la réserve de la StigmaReine.'));
        return g.replay(text('Move on the StigmaReine', 'Déplacer sur la StigmaReine'), text('One central Move per turn.', 'Un déplacement central par tour.'));
      }),
  },
  {
    id: 'stigmareine-recruit',
    group: 'stigmareine',
    title: text('Recruit on StigmaReine', 'Recruter sur la StigmaReine'),
    explanation: [
      text(
        'Tokens blown or moved off the StigmaReine go to its own recruit zone. Recruit on StigmaReine costs two personal actions: any token of that zone goes to your recruit zone.',
        'Les jetons que le vent ou un déplacement font sortir de la StigmaReine vont dans sa propre zone de recrutement. Recruter sur la StigmaReine coûte deux actions personnelles : n’importe quel jeton de cette zone passe dans votre zone de recrutement.',
      ),
      text(
        'This tutorial’s schema lists its own winds: the wind after turn 1 blows north, so the whole row A of the StigmaReine is blown off into its recruit zone.',
        'Le schéma de ce tutoriel fixe ses propres vents : après le tour 1, le vent souffle vers le nord, si bien que toute la rangée A de la StigmaReine est poussée dehors, dans sa zone de recrutement.',
      ),
    ],
    rule: R8,
    build: () =>
      firstFit('stigmareine-recruit', (seed) => {
        const target = schema('stigmareine-recruit', text('Recruit on StigmaReine', 'Recruter sur la StigmaReine'), 'competitive', 1, 'E4:red E5:yellow E6:blue', '', { winds: ['north'] });
        const g = table(target, 'competitive', 2, seed);
        const [a, b] = seats(g);
        g.do(a5('blue', a), text('Turn 1 starts as usual: A5, then two Draw and Place.', 'Le tour 1 commence comme d’habitude : A5, puis deux Piocher et poser.'));
        quietCentralTurn(g, a, ['A4', 'A6'], [undefined, text('The first player fills row A of the StigmaReine.', 'Le premier joueur remplit la rangée A de la StigmaReine.')]);
        g.do(draw(a));
        g.do(endTurn(a));
        quietCentralTurn(g, b, ['A3', 'A7'], [undefined, text('So does the second player: five tokens on row A, no three of one colour in a row.', 'Le second joueur aussi : cinq jetons sur la rangée A, jamais trois d’une couleur à la suite.')]);
        g.do(draw(b));
        g.do(
          endTurn(b),
          text(
            'The wind of this schema blows north after turn 1: every token of row A is blown off the StigmaReine into its recruit zone.',
            'Le vent de ce schéma souffle vers le nord après le tour 1 : chaque jeton de la rangée A est poussé hors de la StigmaReine, dans sa réserve.',
          ),
        );
        const [x, y] = seats(g);
        const zone = g.state.central!.recruit;
        const colours = (Object.keys(zone) as Colour[]).filter((c) => zone[c] > 0);
        g.do(a5(colours[0]!, x), text('The StigmaReine is empty, so A5 takes a token from its recruit zone.', 'La StigmaReine est vide : A5 reçoit un jeton de sa réserve.'));
        quietCentralTurn(g, x, ['A4', 'B5']);
        const left = (Object.keys(g.state.central!.recruit) as Colour[]).find((c) => g.state.central!.recruit[c] > 0)!;
        g.do(
          { type: 'central-recruit', player: x, color: left },
          text(
            `Turn 2 gives two actions: Recruit on StigmaReine spends both to take a ${colourOf(left).en} token from the StigmaReine recruit zone into the player’s own.`,
            `Le tour 2 donne deux actions : Recruter sur la StigmaReine les dépense toutes deux pour prendre un jeton ${colourOf(left).fr} de la réserve de la StigmaReine dans celle du joueur.`,
          ),
        );
        g.do(endTurn(x));
        void y;
        return g.replay(text('Recruit on StigmaReine', 'Recruter sur la StigmaReine'), text('Two actions for a token of the StigmaReine recruit zone.', 'Deux actions pour un jeton de la réserve de la StigmaReine.'));
      }),
  },
  {
    id: 'stigmareine-earning',
    group: 'stigmareine',
    title: text('Earning and giving', 'Gagner et donner'),
    explanation: [
      text(
        'A Draw and Place, a central Move, the StigmaReine joker or a Last Drift that leaves the token it placed or moved in a row or column of three tokens of its colour earns one special action per such line, two at most, while the player owns fewer than nine. Only actions whose level is at most the schema’s stars can be earned; diagonals never count, and the wind never earns.',
        'Un Piocher et poser, un déplacement central, le joker de la StigmaReine ou une Ultime dérive qui laisse le jeton posé ou déplacé dans une ligne ou une colonne de trois jetons de sa couleur rapporte une action spéciale par ligne ainsi formée, deux au plus, tant que le joueur en possède moins de neuf. Seules les actions dont le niveau ne dépasse pas le nombre d’étoiles du schéma peuvent être gagnées ; les diagonales ne comptent jamais, et le vent ne rapporte rien.',
      ),
      text(
        'The player chooses each action earned, then gives every matched token to the bag of a player of their choice, their own included; each bag that receives one is shuffled.',
        'Le joueur choisit chaque action gagnée, puis donne chaque jeton aligné au sac du joueur de son choix, le sien compris ; chaque sac qui en reçoit un est mélangé.',
      ),
    ],
    rule: R19,
    build: () =>
      firstFit('stigmareine-earning', (seed) => {
        const g = table(schema('stigmareine-earning', text('Earning and giving', 'Gagner et donner'), 'competitive', 1, 'B4:red B5:yellow B6:blue'), 'competitive', 2, seed);
        const [a, b] = earnOnStigmaReine(g, 'mixing', true);
        g.caption(1, text('The last matched token, A6, goes to the opponent’s bag too; A5 went back to the player’s own bag.', 'Le dernier jeton aligné, A6, va aussi dans le sac de l’adversaire ; A5 est retourné dans le sac du joueur.'));
        const [mine] = g.recruit(a) as [Colour];
        g.do(land(mine, 'A5', a), text('Now the player turns to their own board; Mixing is theirs from now on.', 'Le joueur passe à son plateau ; le Mélange lui appartient désormais.'));
        g.do(endTurn(a));
        void b;
        return g.replay(text('Earning and giving', 'Gagner et donner'), text('A row of three earns Mixing.', 'Une ligne de trois rapporte le Mélange.'));
      }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Special actions: the eleven of the flowers, played in normal games of one player on small schemas

function flowerTable(id: string, flower: Flower, targets: string, setup: string, seed = `${id}-1`): Table {
  return table(schema(id, ACTION_NAMES[id as SpecialActionId] ?? text(id, id), flower, 1, targets, setup), 'normal', 1, seed);
}

const flowerSpecials: Tutorial[] = [
  {
    id: 'mixing',
    group: 'special',
    title: ACTION_NAMES.mixing,
    explanation: [
      text(
        'Mixing (VertigHaineuse): two orthogonally adjacent primary stigmerians of different colours both become their secondary colour: red and yellow make orange, blue and yellow green, red and blue violet. It costs one action (two with InspirActrice).',
        'Mélange (VertigHaineuse) : deux stigmériens primaires de couleurs différentes, voisins orthogonalement, prennent tous deux leur couleur secondaire : rouge et jaune donnent orange, bleu et jaune vert, rouge et bleu violet. Il coûte une action (deux avec InspirActrice).',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('mixing', 'vertighaineuse', 'D3:orange D4:orange E6:green E7:green', 'D3:red D4:yellow D6:yellow D7:blue');
      g.do(
        { type: 'mixing', player: 0, cells: ['D3', 'D4'] },
        text('Red on D3 and yellow on D4 are adjacent: Mixing makes both orange. They stand on orange targets and become pollens.', 'Le rouge de D3 et le jaune de D4 sont voisins : le Mélange les rend tous deux orange. Ils sont sur des cibles orange et deviennent pollens.'),
      );
      g.do(endTurn(), text('The wind blows south: the yellow and blue stigmerians move to E6 and E7; the pollens stay.', 'Le vent souffle vers le sud : les stigmériens jaune et bleu passent en E6 et E7 ; les pollens restent.'));
      g.do(
        { type: 'mixing', player: 0, cells: ['E6', 'E7'] },
        text('Yellow and blue make green: both land on green targets, and the schema is fulfilled.', 'Le jaune et le bleu donnent du vert : tous deux sont sur des cibles vertes, et le schéma est réalisé.'),
      );
      return g.replay(ACTION_NAMES.mixing, text('Two mixes, two secondary colours.', 'Deux mélanges, deux couleurs secondaires.'));
    },
  },
  {
    id: 'combination',
    group: 'special',
    title: ACTION_NAMES.combination,
    explanation: [
      text(
        'Combination (MarOnne): a stigmerian of any colour but brown whose eight neighbours, diagonals included, are all occupied, with at least two blue, two red and two yellow tokens among them (stigmerians or pollens), becomes brown.',
        'Combinaison (MarOnne) : un stigmérien de n’importe quelle couleur sauf marron, dont les huit cases voisines, diagonales comprises, sont toutes occupées, avec parmi elles au moins deux jetons bleus, deux rouges et deux jaunes (stigmériens ou pollens), devient marron.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('combination', (seed) => {
        const ring = 'B4:blue B5:red B6:yellow C4:yellow C6:blue D4:red D5:yellow D6:blue';
        const g = flowerTable('combination', 'maronne', `${ring} C5:brown`, ring, seed);
        const [mine] = g.recruit(0) as [Colour];
        g.do(
          land(mine, 'C5'),
          text('Eight pollens surround the empty C5. The recruit-zone token lands there, next to them.', 'Huit pollens entourent la case vide C5. Le jeton de la réserve s’y pose, à côté d’eux.'),
        );
        g.do(endTurn(), text('The wind cannot move it: the cell below is taken.', 'Le vent ne peut pas le déplacer : la case du dessous est occupée.'));
        g.do(
          { type: 'combination', player: 0, cell: 'C5' },
          text('Its eight neighbours are all occupied, with at least two blue, two red and two yellow: Combination turns it brown, on its brown target.', 'Ses huit voisins sont tous occupés, avec au moins deux bleus, deux rouges et deux jaunes : la Combinaison le rend marron, sur sa cible marron.'),
        );
        return g.replay(ACTION_NAMES.combination, text('A surrounded token turns brown.', 'Un jeton entouré devient marron.'));
      }),
  },
  {
    id: 'fulgurance',
    group: 'special',
    title: ACTION_NAMES.fulgurance,
    explanation: [
      text(
        'Fulgurance (MarOnne): with at least five tokens in the bag, the top five are placed from left to right on five consecutive empty cells of one row, the first one on a legal landing cell (line A of an empty board, otherwise next to a token). It reveals the bag, so it cannot be undone.',
        'Fulgurance (MarOnne) : avec au moins cinq jetons dans le sac, les cinq du dessus sont posés de gauche à droite sur cinq cases vides consécutives d’une même rangée, le premier sur une case de pose permise (la ligne A d’un plateau vide, sinon à côté d’un jeton). Elle révèle le sac : elle ne peut donc pas être annulée.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('fulgurance', (seed) => {
        // The targets are the five colours on top of the seed's bag, so the one Fulgurance fulfils the schema.
        const probe = flowerTable('fulgurance', 'maronne', 'A3:red', '', seed);
        const five = probe.top(0, 5);
        const cells = ['A3', 'A4', 'A5', 'A6', 'A7'];
        const g = flowerTable('fulgurance', 'maronne', five.map((c, i) => `${cells[i]}:${c}`).join(' '), '', seed);
        g.do(
          { type: 'fulgurance', player: 0, cell: 'A3' },
          text('The board is empty, so the row starts on line A. The five top tokens of the bag land on A3 to A7, left to right, and each one on its target becomes a pollen: fulfilled with one action.', 'Le plateau est vide : la rangée commence sur la ligne A. Les cinq jetons du dessus du sac se posent de A3 à A7, de gauche à droite, et chacun sur sa cible devient pollen : réalisé en une action.'),
        );
        return g.replay(ACTION_NAMES.fulgurance, text('Five tokens from the bag in one action.', 'Cinq jetons du sac en une action.'));
      }),
  },
  {
    id: 'choreography',
    group: 'special',
    title: ACTION_NAMES.choreography,
    explanation: [
      text(
        `Choreography (DentDîne): from turn ${CHOREOGRAPHY_RULE.fromTurn}, once per turn, up to turn − ${CHOREOGRAPHY_RULE.less} different stigmerians each make one orthogonal step (leaving the board from row J as for Move). The first step pays the cost; the player may stop early.`,
        `Chorégraphie (DentDîne) : dès le tour ${CHOREOGRAPHY_RULE.fromTurn}, une fois par tour, jusqu’à tour − ${CHOREOGRAPHY_RULE.less} stigmériens différents font chacun un pas orthogonal (et peuvent sortir du plateau par la rangée J, comme avec Déplacer). Le premier pas paie le coût ; le joueur peut s’arrêter avant.`,
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('choreography', 'dentdine', 'E3:red E7:blue', 'B4:red B6:blue');
      g.do(endTurn(), text(`Choreography can only start in turn ${CHOREOGRAPHY_RULE.fromTurn}, and moves turn − ${CHOREOGRAPHY_RULE.less} stigmerians: this player waits for turn 4. The wind blows south after each turn.`, `La Chorégraphie ne commence qu’au tour ${CHOREOGRAPHY_RULE.fromTurn} et déplace tour − ${CHOREOGRAPHY_RULE.less} stigmériens : ce joueur attend le tour 4. Le vent souffle vers le sud après chaque tour.`));
      g.do(endTurn());
      g.do(endTurn());
      g.do(
        { type: 'choreography', player: 0, from: 'E4', to: 'E3' },
        text(`Turn 4: Choreography may move 4 − ${CHOREOGRAPHY_RULE.less} = ${choreographyMoves(4)} stigmerians one step each, for one action. The red one steps to E3, its target…`, `Tour 4 : la Chorégraphie peut déplacer 4 − ${CHOREOGRAPHY_RULE.less} = ${choreographyMoves(4)} stigmériens d’un pas chacun, pour une action. Le rouge va en E3, sa cible…`),
      );
      g.do(
        { type: 'choreography', player: 0, from: 'E6', to: 'E7' },
        text('…and the blue one to E7, another stigmerian as the rule asks. Both are pollens: fulfilled.', '…et le bleu en E7 : un autre stigmérien, comme le veut la règle. Tous deux sont pollens : réalisé.'),
      );
      return g.replay(ACTION_NAMES.choreography, text('Two stigmerians step in one action.', 'Deux stigmériens bougent en une action.'));
    },
  },
  {
    id: 'diagonal',
    group: 'special',
    title: ACTION_NAMES.diagonal,
    explanation: [
      text(
        'Diagonal (DentDîne): one stigmerian makes one diagonal step to an empty cell; it cannot leave the board. It is an action of its own: Move, Choreography and Fast Step stay orthogonal.',
        'Diagonale (DentDîne) : un stigmérien fait un pas en diagonale vers une case vide ; il ne peut pas sortir du plateau. C’est une action à part entière : Déplacer, Chorégraphie et Pas rapide restent orthogonaux.',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('diagonal', 'dentdine', 'C5:red G8:blue', 'D4:red E7:blue');
      g.do({ type: 'diagonal', player: 0, from: 'D4', to: 'C5' }, text('Diagonal: the red stigmerian steps up and right, from D4 to C5, its target.', 'Diagonale : le stigmérien rouge monte en diagonale, de D4 à C5, sa cible.'));
      g.do(endTurn(), text('The wind pushes the blue stigmerian from E7 to F7.', 'Le vent pousse le stigmérien bleu de E7 à F7.'));
      g.do({ type: 'diagonal', player: 0, from: 'F7', to: 'G8' }, text('Down and right this time, from F7 to G8: the schema is fulfilled.', 'Cette fois en bas à droite, de F7 à G8 : le schéma est réalisé.'));
      return g.replay(ACTION_NAMES.diagonal, text('Two diagonal steps.', 'Deux pas en diagonale.'));
    },
  },
  {
    id: 'exchange',
    group: 'special',
    title: ACTION_NAMES.exchange,
    explanation: [
      text(
        'Exchange (DentDîne): two orthogonally adjacent stigmerians swap cells, for one action.',
        'Échange (DentDîne) : deux stigmériens voisins orthogonalement échangent leurs cases, pour une action.',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('exchange', 'dentdine', 'D4:red D5:blue G6:red G7:yellow', 'D4:blue D5:red F6:yellow F7:red');
      g.do({ type: 'exchange', player: 0, cells: ['D4', 'D5'] }, text('Blue on D4 and red on D5 stand on each other’s targets. Exchange swaps them: both become pollens.', 'Le bleu de D4 et le rouge de D5 sont chacun sur la cible de l’autre. L’Échange les intervertit : tous deux deviennent pollens.'));
      g.do(endTurn(), text('The wind moves the other pair down to G6 and G7, on the wrong targets again.', 'Le vent descend l’autre paire en G6 et G7, encore sur les mauvaises cibles.'));
      g.do({ type: 'exchange', player: 0, cells: ['G6', 'G7'] }, text('A second Exchange puts them right: the schema is fulfilled.', 'Un second Échange les remet en place : le schéma est réalisé.'));
      return g.replay(ACTION_NAMES.exchange, text('Two swaps.', 'Deux échanges.'));
    },
  },
  {
    id: 'fast-step',
    group: 'special',
    title: ACTION_NAMES['fast-step'],
    explanation: [
      text(
        `Fast Step (DentDîne): from turn ${FAST_STEP_RULE.fromTurn}, once per turn, one stigmerian moves up to turn − ${FAST_STEP_RULE.less} orthogonal steps through empty cells. It stops on a target of its own colour, where it becomes a pollen, so it never passes over one; it may leave the board when an exit is within reach.`,
        `Pas rapide (DentDîne) : dès le tour ${FAST_STEP_RULE.fromTurn}, une fois par tour, un stigmérien fait jusqu’à tour − ${FAST_STEP_RULE.less} pas orthogonaux à travers des cases vides. Il s’arrête sur une cible de sa couleur, où il devient pollen, et n’en franchit donc jamais ; il peut sortir du plateau si une sortie est à sa portée.`,
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('fast-step', 'dentdine', 'D3:blue E6:red', 'B2:blue B8:red');
      g.do(endTurn(), text(`Fast Step starts in turn ${FAST_STEP_RULE.fromTurn}. Meanwhile the wind carries both stigmerians down.`, `Le Pas rapide commence au tour ${FAST_STEP_RULE.fromTurn}. En attendant, le vent fait descendre les deux stigmériens.`));
      g.do(endTurn());
      g.do({ type: 'fast-step', player: 0, from: 'D2', to: 'D3' }, text(`Turn 3: 3 − ${FAST_STEP_RULE.less} = ${fastStepReach(3)} step. The blue stigmerian steps right onto its target.`, `Tour 3 : 3 − ${FAST_STEP_RULE.less} = ${fastStepReach(3)} pas. Le stigmérien bleu avance à droite sur sa cible.`));
      g.do(endTurn(), text('Fast Step is once per turn. The wind moves the red one to E8.', 'Le Pas rapide sert une fois par tour. Le vent pousse le rouge en E8.'));
      g.do({ type: 'fast-step', player: 0, from: 'E8', to: 'E6' }, text(`Turn 4: up to ${fastStepReach(4)} steps. The red stigmerian goes two cells left, to its target: fulfilled.`, `Tour 4 : jusqu’à ${fastStepReach(4)} pas. Le stigmérien rouge avance de deux cases à gauche, jusqu’à sa cible : réalisé.`));
      return g.replay(ACTION_NAMES['fast-step'], text('One step in turn 3, two in turn 4.', 'Un pas au tour 3, deux au tour 4.'));
    },
  },
  {
    id: 'half-note',
    group: 'special',
    title: ACTION_NAMES['half-note'],
    explanation: [
      text(
        'Half Note (SiffloChamp): two orthogonally adjacent black stigmerians become one white stigmerian, on the cell of the pair the player picks; the other goes to the box. It takes two steps: choose the pair, then the cell that keeps the token.',
        'Blanche (SiffloChamp) : deux stigmériens noirs voisins orthogonalement deviennent un seul stigmérien blanc, sur celle des deux cases que choisit le joueur ; l’autre jeton retourne dans la boîte. Cela se fait en deux étapes : choisir la paire, puis la case qui garde le jeton.',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('half-note', 'sifflochamp', 'D5:white', 'D4:black D5:black');
      g.do({ type: 'half-note', player: 0, cells: ['D4', 'D5'] }, text('Half Note on the two black stigmerians of D4 and D5: the player now picks which cell keeps the token.', 'Blanche sur les deux stigmériens noirs de D4 et D5 : le joueur choisit maintenant la case qui garde le jeton.'));
      g.do({ type: 'half-note-keep', player: 0, cell: 'D5' }, text('D5 keeps one white token, on its white target; the other goes to the box. Fulfilled.', 'D5 garde un jeton blanc, sur sa cible blanche ; l’autre retourne dans la boîte. Réalisé.'));
      return g.replay(ACTION_NAMES['half-note'], text('Two blacks make one white.', 'Deux noirs font un blanc.'));
    },
  },
  {
    id: 'quarter-note',
    group: 'special',
    title: ACTION_NAMES['quarter-note'],
    explanation: [
      text(
        'Quarter Note (SiffloChamp): a white stigmerian becomes black, and a new black stigmerian from the box appears on an empty orthogonally adjacent cell.',
        'Noire (SiffloChamp) : un stigmérien blanc devient noir, et un nouveau stigmérien noir pris dans la boîte apparaît sur une case vide voisine orthogonalement.',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('quarter-note', 'sifflochamp', 'C4:black C5:black G7:black G8:black', 'C4:white F7:white');
      g.do({ type: 'quarter-note', player: 0, cell: 'C4', to: 'C5' }, text('Quarter Note: the white stigmerian on C4 turns black, and a new black one appears on C5. Both are on black targets.', 'Noire : le stigmérien blanc de C4 devient noir, et un nouveau noir apparaît en C5. Tous deux sont sur des cibles noires.'));
      g.do(endTurn(), text('The wind pushes the other white stigmerian to G7.', 'Le vent pousse l’autre stigmérien blanc en G7.'));
      g.do({ type: 'quarter-note', player: 0, cell: 'G7', to: 'G8' }, text('Again on G7, the new black going to G8: fulfilled.', 'De nouveau en G7, le nouveau noir allant en G8 : réalisé.'));
      return g.replay(ACTION_NAMES['quarter-note'], text('A white becomes two blacks.', 'Un blanc devient deux noirs.'));
    },
  },
  {
    id: 'two-beats',
    group: 'special',
    title: ACTION_NAMES['two-beats'],
    explanation: [
      text(
        'Two Beats (SiffloChamp): a new white stigmerian from the box appears on an empty cell whose eight neighbours, diagonals included, are all occupied.',
        'Deux temps (SiffloChamp) : un nouveau stigmérien blanc pris dans la boîte apparaît sur une case vide dont les huit voisines, diagonales comprises, sont toutes occupées.',
      ),
    ],
    rule: R18,
    build: () => {
      const ring = 'C4:red C5:blue C6:yellow D4:blue D6:red E4:yellow E5:red E6:blue';
      const g = flowerTable('two-beats', 'sifflochamp', `${ring} D5:white`, ring);
      g.do({ type: 'two-beats', player: 0, cell: 'D5' }, text('D5 is empty and its eight neighbours are all taken: Two Beats puts a new white token there, on its target. Fulfilled.', 'D5 est vide et ses huit voisins sont tous occupés : Deux temps y met un nouveau jeton blanc, sur sa cible. Réalisé.'));
      return g.replay(ACTION_NAMES['two-beats'], text('A white token in a surrounded hole.', 'Un jeton blanc dans un trou entouré.'));
    },
  },
  {
    id: 'rest',
    group: 'special',
    title: ACTION_NAMES.rest,
    explanation: [
      text(
        'Rest (SiffloChamp): once per turn, any one token of the board, stigmerian or pollen, goes back to the box. It is the only way to take a pollen off.',
        'Soupir (SiffloChamp) : une fois par tour, un jeton quelconque du plateau, stigmérien ou pollen, retourne dans la boîte. C’est le seul moyen de retirer un pollen.',
      ),
    ],
    rule: R18,
    build: () => {
      const g = flowerTable('rest', 'sifflochamp', 'D4:red D5:yellow', 'D4:red D5:yellow E5:blue G2:blue');
      g.do({ type: 'rest', player: 0, cell: 'E5' }, text('The blue stigmerian on E5 is not part of the schema: Rest sends it back to the box. Rest could remove a pollen as well.', 'Le stigmérien bleu de E5 ne fait pas partie du schéma : le Soupir le renvoie dans la boîte. Il pourrait aussi retirer un pollen.'));
      g.do(endTurn(), text('Rest is once per turn. The wind pushes the other blue stigmerian to H2.', 'Le Soupir sert une fois par tour. Le vent pousse l’autre stigmérien bleu en H2.'));
      g.do({ type: 'rest', player: 0, cell: 'H2' }, text('Turn 2: Rest again. Only the two target pollens are left: fulfilled.', 'Tour 2 : encore un Soupir. Il ne reste que les deux pollens cibles : réalisé.'));
      return g.replay(ACTION_NAMES.rest, text('Two tokens go back to the box.', 'Deux jetons retournent dans la boîte.'));
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Special actions earned: five in solo no limit (chosen at the start of turn 2), four versus actions in competitive

function soloTable(id: string, targets: string, setup: string, seed: string, name = ACTION_NAMES[id as SpecialActionId]): Table {
  return table(schema(id, name, 'competitive-no-limit', 4, targets, setup), 'solo-no-limit', 1, seed);
}

const soloGain = (action: SpecialActionId): Text =>
  text(
    `Turn 2 of a solo no-limit game starts with a new special action, chosen freely: ${ACTION_NAMES[action].en}.`,
    `Le tour 2 d’une partie solo sans limite commence par une nouvelle action spéciale, choisie librement : ${ACTION_NAMES[action].fr}.`,
  );

const HOLE = 'C5:red D4:yellow D6:yellow E5:red';

const earnedSpecials: Tutorial[] = [
  {
    id: 'no-harm-no-foul',
    group: 'special',
    title: ACTION_NAMES['no-harm-no-foul'],
    explanation: [
      text(
        'No harm no foul (earned; level 1): for one action, four recruit-zone tokens of one primary colour become four of another primary colour. It is the joker of the non-competitive modes as an action, usable again and again.',
        'Ni vu ni connu (action gagnée ; niveau 1) : pour une action, quatre jetons d’une couleur primaire de la zone de recrutement deviennent quatre jetons d’une autre couleur primaire. C’est le joker des modes non compétitifs sous forme d’action, utilisable encore et encore.',
      ),
      text(
        'Earned actions are won on the StigmaReine in the competitive modes; here the player of a solo no-limit game picks it at the start of turn 2.',
        'Dans les modes compétitifs, les actions gagnées se remportent sur la StigmaReine ; ici, le joueur d’une partie solo sans limite la choisit au début du tour 2.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('no-harm-no-foul', (seed) => {
        const g = soloTable('no-harm-no-foul', 'A4:yellow A5:yellow', '', seed);
        const [c] = g.recruit(0) as [Colour];
        g.expect(c !== 'yellow' && g.top(0, 3).every((x) => x === c), 'four tokens of one colour');
        g.do(draw());
        g.do(endTurn());
        g.do(gain('no-harm-no-foul'), soloGain('no-harm-no-foul'));
        g.do(draw());
        g.do(draw(), text(`Four ${colourOf(c).en} tokens in the recruit zone; the targets want yellow.`, `Quatre jetons ${colourOf(c).fr} dans la réserve ; les cibles veulent du jaune.`));
        g.do(endTurn());
        g.do(gain('copy'), text('Each turn up to the tenth brings one more action to choose.', 'Chaque tour jusqu’au dixième apporte une action de plus à choisir.'));
        g.do(
          { type: 'no-harm-no-foul', player: 0, from: c as Primary, to: 'yellow' },
          text(`No harm no foul, for one action: the four ${colourOf(c).en} tokens become yellow.`, `Ni vu ni connu, pour une action : les quatre jetons ${colourOf(c).fr} deviennent jaunes.`),
        );
        g.do(land('yellow', 'A4'), text('Under no-limit rules the first token may land on any edge.', 'En sans limite, le premier jeton peut être posé sur n’importe quel bord.'));
        g.do(land('yellow', 'A5'), text('Both targets are yellow pollens: fulfilled.', 'Les deux cibles sont des pollens jaunes : réalisé.'));
        return g.replay(ACTION_NAMES['no-harm-no-foul'], text('Four tokens change colour.', 'Quatre jetons changent de couleur.'));
      }),
  },
  {
    id: 'copy',
    group: 'special',
    title: ACTION_NAMES.copy,
    explanation: [
      text(
        'Copy (earned; level 2): once per turn, for one action, a primary stigmerian becomes another primary colour.',
        'Copie (action gagnée ; niveau 2) : une fois par tour, pour une action, un stigmérien primaire prend une autre couleur primaire.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('copy', (seed) => {
        const g = soloTable('copy', `${HOLE} D5:blue`, HOLE, seed);
        const [mine] = g.recruit(0) as [Colour];
        g.expect(mine !== 'blue', 'a colour to change');
        g.do(land(mine, 'D5'), text(`The ${colourOf(mine).en} token lands in the hole D5, among four pollens; its target is blue.`, `Le jeton ${colourOf(mine).fr} se pose dans le trou D5, entre quatre pollens ; sa cible est bleue.`));
        g.do(endTurn(), text('Surrounded, it cannot be blown away, whatever the wind.', 'Entouré, il ne peut pas être emporté, quel que soit le vent.'));
        g.do(gain('copy'), soloGain('copy'));
        g.do({ type: 'copy', player: 0, cell: 'D5', color: 'blue' }, text('Copy turns it blue, on its blue target: fulfilled.', 'La Copie le rend bleu, sur sa cible bleue : réalisé.'));
        return g.replay(ACTION_NAMES.copy, text('A primary becomes another primary.', 'Une primaire devient une autre primaire.'));
      }),
  },
  {
    id: 'prediction',
    group: 'special',
    title: ACTION_NAMES.prediction,
    explanation: [
      text(
        'Prediction (earned; level 3): once per turn, for one action, three tokens of three different colours, any of the nine, go from the box into your bag, which is shuffled.',
        'Prédiction (action gagnée ; niveau 3) : une fois par tour, pour une action, trois jetons de trois couleurs différentes, au choix parmi les neuf, passent de la boîte à votre sac, qui est mélangé.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('prediction', (seed) => {
        const g = soloTable('prediction', 'A5:white', '', seed);
        g.do(endTurn(), text('Turn 1: nothing to do yet: the bag holds only primaries and the target is white.', 'Tour 1 : rien à faire encore : le sac ne contient que des primaires et la cible est blanche.'));
        g.do(gain('prediction'), soloGain('prediction'));
        g.do(
          { type: 'prediction', player: 0, colors: ['brown', 'white', 'black'] },
          text('Prediction puts a brown, a white and a black token from the box into the bag, which is shuffled.', 'La Prédiction met un jeton marron, un blanc et un noir de la boîte dans le sac, qui est mélangé.'),
        );
        g.do(draw(), text('A lucky draw: the white token.', 'Une pioche heureuse : le jeton blanc.'));
        g.expect(g.event('drawn').color === 'white', 'the white token is drawn');
        g.do(endTurn());
        g.do(gain('copy'));
        g.do(land('white', 'A5'), text('It lands on its target: fulfilled.', 'Il se pose sur sa cible : réalisé.'));
        return g.replay(ACTION_NAMES.prediction, text('Three new colours in the bag.', 'Trois nouvelles couleurs dans le sac.'));
      }),
  },
  {
    id: 'mimicry',
    group: 'special',
    title: ACTION_NAMES.mimicry,
    explanation: [
      text(
        'Mimicry (earned; level 3) costs three actions: the last token you landed from your recruit zone, if it is still a stigmerian on the board (across turns), takes the colour of an adjacent token, stigmerian or pollen. Each colour at most once per turn.',
        'Le Mimétisme (action gagnée ; niveau 3) coûte trois actions : le dernier jeton que vous avez posé depuis votre zone de recrutement, s’il est encore stigmérien sur le plateau (même d’un tour à l’autre), prend la couleur d’un jeton voisin, stigmérien ou pollen. Chaque couleur au plus une fois par tour.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('mimicry', (seed) => {
        const setup = 'C5:green D4:red D6:yellow E5:blue';
        const g = soloTable('mimicry', `${setup} D5:green`, setup, seed);
        const [mine] = g.recruit(0) as [Colour];
        g.do(land(mine, 'D5'), text('Turn 1: the token lands in the hole D5, beside a green, a red, a yellow and a blue pollen. Its target is green.', 'Tour 1 : le jeton se pose dans le trou D5, à côté d’un pollen vert, d’un rouge, d’un jaune et d’un bleu. Sa cible est verte.'));
        g.do(endTurn());
        g.do(gain('mimicry'), soloGain('mimicry'));
        g.do(endTurn(), text('Mimicry costs three actions and turn 2 gives two: wait.', 'Le Mimétisme coûte trois actions et le tour 2 en donne deux : il faut attendre.'));
        g.do(gain('copy'));
        g.do({ type: 'mimicry', player: 0, color: 'green' }, text('Turn 3: the token landed last takes the colour of its green neighbour, a pollen, and becomes a green pollen itself: fulfilled.', 'Tour 3 : le dernier jeton posé prend la couleur de son voisin vert, un pollen, et devient lui-même pollen vert : réalisé.'));
        return g.replay(ACTION_NAMES.mimicry, text('The last landed token copies a neighbour.', 'Le dernier jeton posé imite un voisin.'));
      }),
  },
  {
    id: 'fog-die',
    group: 'special',
    title: ACTION_NAMES['fog-die'],
    explanation: [
      text(
        'Fog Die (earned; level 3): once per turn, for one action, the die is rolled and a new token of the face’s colour comes from the box, landed under the usual landing rule.',
        'Dé de brume (action gagnée ; niveau 3) : une fois par tour, pour une action, le dé est lancé et un nouveau jeton de la couleur de la face sort de la boîte, posé selon la règle de pose habituelle.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('fog-die', (seed) => {
        const g = soloTable('fog-die', 'E1:green', '', seed);
        g.do(endTurn(), text('Turn 1: the target is green, and no bag token is green.', 'Tour 1 : la cible est verte, et aucun jeton du sac ne l’est.'));
        g.do(gain('fog-die'), soloGain('fog-die'));
        g.do({ type: 'fog-die', player: 0 }, text('Fog Die: the die shows the green face.', 'Dé de brume : le dé montre la face verte.'));
        g.expect(g.event('rolled').face === 'south-green', 'the green face');
        g.do({ type: 'fog-die-land', player: 0, to: 'E1' }, text('A new green token lands on E1, on the edge of the empty board, its target: fulfilled.', 'Un nouveau jeton vert se pose en E1, au bord du plateau vide, sur sa cible : réalisé.'));
        return g.replay(ACTION_NAMES['fog-die'], text('A token of the die’s colour.', 'Un jeton de la couleur du dé.'));
      }),
  },
];

function versusTable(id: string, stars: 1 | 2, seed: string): Table {
  return table(schema(id, ACTION_NAMES[id as SpecialActionId], 'competitive', stars, 'E4:red E5:yellow E6:blue'), 'competitive', 2, seed);
}

const versusSpecials: Tutorial[] = [
  {
    id: 'pilferer',
    group: 'special',
    title: ACTION_NAMES.pilferer,
    explanation: [
      text(
        'Pilferer (earned in the competitive modes; level 1): free, once per turn, the top token of another player’s bag goes to your recruit zone.',
        'Chapardeur (action gagnée dans les modes compétitifs ; niveau 1) : gratuitement, une fois par tour, le jeton du dessus du sac d’un autre joueur va dans votre zone de recrutement.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('pilferer', (seed) => {
        const g = versusTable('pilferer', 1, seed);
        const [a, b] = earnOnStigmaReine(g, 'pilferer', false);
        g.do({ type: 'pilferer', player: a, target: b }, text('Pilferer, free: the top token of the opponent’s bag goes to this player’s recruit zone.', 'Chapardeur, gratuit : le jeton du dessus du sac de l’adversaire va dans la réserve de ce joueur.'));
        const [first] = g.recruit(a) as [Colour];
        g.do(land(first, 'A5', a), text('The one action of turn 1 is still there for the board.', 'L’unique action du tour 1 reste disponible pour le plateau.'));
        g.do(endTurn(a));
        return g.replay(ACTION_NAMES.pilferer, text('A token taken from another bag.', 'Un jeton pris dans un autre sac.'));
      }),
  },
  {
    id: 'sower',
    group: 'special',
    title: ACTION_NAMES.sower,
    explanation: [
      text(
        'Sower (earned in the competitive modes; level 1): free, once per turn, a token of a colour the schema does not use goes from the box into another player’s bag, which is shuffled.',
        'Semeur (action gagnée dans les modes compétitifs ; niveau 1) : gratuitement, une fois par tour, un jeton d’une couleur absente du schéma passe de la boîte au sac d’un autre joueur, qui est mélangé.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('sower', (seed) => {
        const g = versusTable('sower', 1, seed);
        const [a, b] = earnOnStigmaReine(g, 'sower', false);
        g.do({ type: 'sower', player: a, target: b, color: 'black' }, text('Sower, free: the schema uses no black, so a black token goes into the opponent’s bag, which is shuffled. It will never fit their board.', 'Semeur, gratuit : le schéma n’a pas de noir, donc un jeton noir va dans le sac de l’adversaire, qui est mélangé. Il n’aura jamais sa place sur son plateau.'));
        const [first] = g.recruit(a) as [Colour];
        g.do(land(first, 'A5', a));
        g.do(endTurn(a));
        return g.replay(ACTION_NAMES.sower, text('A useless token in another bag.', 'Un jeton inutile dans un autre sac.'));
      }),
  },
  {
    id: 'jealousy',
    group: 'special',
    title: ACTION_NAMES.jealousy,
    explanation: [
      text(
        'Jealousy (earned in the competitive modes; level 2): once per game, for one action, before any personal action of the turn and with at least five tokens in your bag, swap bags with another player.',
        'Jalousie (action gagnée dans les modes compétitifs ; niveau 2) : une fois par partie, pour une action, avant toute action personnelle du tour et avec au moins cinq jetons dans votre sac, échangez votre sac avec celui d’un autre joueur.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('jealousy', (seed) => {
        const g = versusTable('jealousy', 2, seed);
        const [a, b] = earnOnStigmaReine(g, 'jealousy', false);
        g.do({ type: 'jealousy', player: a, target: b }, text('Jealousy, before any personal action: the two players swap bags, with everything the matched tokens put in them. It is used for the whole game.', 'Jalousie, avant toute action personnelle : les deux joueurs échangent leurs sacs, avec tout ce que les jetons alignés y ont mis. Elle est utilisée pour toute la partie.'));
        g.do(endTurn(a));
        return g.replay(ACTION_NAMES.jealousy, text('Two players swap bags.', 'Deux joueurs échangent leurs sacs.'));
      }),
  },
  {
    id: 'charmer',
    group: 'special',
    title: ACTION_NAMES.charmer,
    explanation: [
      text(
        'Charmer (earned in the competitive modes; level 2): free, once per turn, in a phase after every player has ended the turn and before the wind, swap one recruit-zone token of one player with one of another player.',
        'Charmeur (action gagnée dans les modes compétitifs ; niveau 2) : gratuitement, une fois par tour, dans une phase qui vient quand tous les joueurs ont fini le tour et avant le vent, échangez un jeton de la zone de recrutement d’un joueur contre un jeton de celle d’un autre joueur.',
      ),
    ],
    rule: R18,
    build: () =>
      firstFit('charmer', (seed) => {
        const g = versusTable('charmer', 2, seed);
        const [a, b] = earnOnStigmaReine(g, 'charmer', false);
        g.do(draw(a), text('The player draws rather than lands, keeping tokens to charm.', 'Le joueur pioche plutôt que de poser, et garde des jetons à charmer.'));
        g.do(endTurn(a));
        quietCentralTurn(g, b);
        g.do(endTurn(b), text('Both players have ended the turn: before the wind, the Charmer phase comes.', 'Les deux joueurs ont fini le tour : avant le vent vient la phase du Charmeur.'));
        const [theirs] = g.recruit(b) as [Colour];
        const mine = g.recruit(a).find((c) => c !== theirs);
        g.expect(mine !== undefined, 'two colours to swap');
        g.do(
          { type: 'charmer', player: a, tokens: [{ player: a, color: mine! }, { player: b, color: theirs }] },
          text(
            `Charmer: this player’s ${colourOf(mine!).en} token and the opponent’s ${colourOf(theirs).en} one change owners. Then the wind blows.`,
            `Charmeur : le jeton ${colourOf(mine!).fr} de ce joueur et le jeton ${colourOf(theirs).fr} de l’adversaire changent de propriétaire. Puis le vent souffle.`,
          ),
        );
        return g.replay(ACTION_NAMES.charmer, text('Two recruit-zone tokens change owners.', 'Deux jetons de réserve changent de propriétaire.'));
      }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Last Drift


const lastDrift: Tutorial[] = [
  {
    id: 'last-drift',
    group: 'last-drift',
    title: text('Last Drift', 'Ultime dérive'),
    explanation: [
      text(
        'Last Drift is played in the no-limit modes: free, once a turn, before any other action. The player rolls the die for their own board, the StigmaReine (not in solo) or an opponent’s board, and answers the face: a direction moves one stigmerian one step that way, or off that edge into the acting player’s recruit zone; an X removes a stigmerian of its colour to the box; Black Night offers a special action the player does not own, once and free (on their own board).',
        'L’Ultime dérive se joue dans les modes sans limite : gratuitement, une fois par tour, avant toute autre action. Le joueur lance le dé pour son propre plateau, pour la StigmaReine (pas en solo) ou pour le plateau d’un adversaire, et suit la face obtenue : une direction fait avancer un stigmérien d’un pas dans ce sens, ou le fait sortir par ce bord vers la zone de recrutement du joueur qui agit ; un X renvoie dans la boîte un stigmérien de sa couleur ; la Nuit noire offre une action spéciale que le joueur ne possède pas, une fois et gratuitement (sur son propre plateau).',
      ),
    ],
    rule: R20,
    build: () =>
      firstFit('last-drift', (seed) => {
        // Competitive no limit rather than solo: there the choice of a new action opens turns 2 to 10 and spends
        // that turn's Last Drift, so a solo game shows it in turn 1 only.
        const target = schema('last-drift', text('Last Drift', 'Ultime dérive'), 'competitive-no-limit', 4, 'D6:red', 'D5:red');
        const g = table(target, 'competitive-no-limit', 2, seed);
        const [a, b] = seats(g);
        // An east wind after turn 1 would carry the second player's setup token onto its target as well.
        g.expect(g.state.winds[0] === 'south', 'a south wind after turn 1');
        g.do(a5('yellow', a), text('The StigmaReine is empty: A5 comes first, and leaves Last Drift open.', 'La StigmaReine est vide : A5 vient d’abord, et laisse l’Ultime dérive possible.'));
        g.do({ type: 'last-drift', player: a, target: 'own' });
        const first = g.event('rolled').face;
        g.expect(first === 'east-yellow' || first === 'east-white', 'an east face first');
        g.caption(
          0,
          text(
            `Last Drift, before any other action of the turn, on the player’s own board: the die shows ${FACE_NAMES(first).en}, so one stigmerian may make one step east.`,
            `Ultime dérive, avant toute autre action du tour, sur son propre plateau : le dé montre ${FACE_NAMES(first).fr}, donc un stigmérien peut faire un pas vers l’est.`,
          ),
        );
        g.do({ type: 'drift-move', player: a, from: 'D5', to: 'D6' }, text('The red stigmerian steps from D5 to D6, its target, and becomes a pollen: the schema is fulfilled for this player.', 'Le stigmérien rouge passe de D5 à D6, sa cible, et devient pollen : ce joueur a réalisé le schéma.'));
        g.do({ type: 'last-drift', player: b, target: 'central' });
        const second = g.event('rolled').face;
        const answer = legalActions(g.state, b).find((c) => c.type === 'drift-move' || c.type === 'drift-remove' || c.type === 'drift-land');
        g.expect(answer?.type === 'drift-move', 'a step on the StigmaReine');
        const step = answer as Extract<Command, { type: 'drift-move' }>;
        g.caption(
          0,
          text(
            `The second player aims their Last Drift at the StigmaReine: the die shows ${FACE_NAMES(second).en}.`,
            `Le second joueur vise la StigmaReine avec son Ultime dérive : le dé montre ${FACE_NAMES(second).fr}.`,
          ),
        );
        g.do(step, text(`One StigmaReine token moves one step that way, from ${step.from}. An X face would remove a token of its colour; Black Night would land a new primary there.`, `Un jeton de la StigmaReine fait un pas dans cette direction, depuis ${step.from}. Une face X retirerait un jeton de sa couleur ; la Nuit noire y poserait une nouvelle primaire.`));
        for (let i = 0; i < 2; i++) {
          g.do(centralDraw(b));
          // The first landing cell in reading order: where the drift left the StigmaReine's tokens decides it.
          g.do(legalActions(g.state, b).find((c) => c.type === 'central-place')!);
        }
        g.do(endTurn(b), text('The wind blows south, and the game ends with this turn: the first player fulfilled the schema.', 'Le vent souffle vers le sud, et la partie s’arrête avec ce tour : le premier joueur a réalisé le schéma.'));
        return g.replay(text('Last Drift', 'Ultime dérive'), text('A drift on one’s own board, then on the StigmaReine.', 'Une dérive sur son propre plateau, puis sur la StigmaReine.'));
      }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Modes

/** A catalogue demonstration's commands, with this tutorial's own captions on some steps. */
function fromCatalogue(id: string, notes: Readonly<Record<number, Text>>, title: Text, description: Text): Replay {
  const entry = findSchema(id);
  if (entry === undefined) throw new Error(`no catalogue schema ${id}`);
  const { demo } = entry;
  const players = demo.names === undefined ? demo.players : demo.names.map((name) => ({ name }));
  const g = new Table({ schema: entry.schema, mode: demo.mode, players, seed: demo.seed, options: { joker: true } });
  demo.steps.forEach(({ command }, i) => g.do(command, notes[i]));
  return g.replay(title, description);
}

const modes: Tutorial[] = [
  {
    id: 'mode-discovery',
    group: 'modes',
    title: capital(MODE_NAMES.discovery),
    explanation: [
      text(
        'Discovery is the mode to learn the game: 1 to 6 players each on their own board, playing the same turn at the same time, with the flower’s special actions from turn 1. There is no turn limit: the game ends at the end of the turn in which a player fulfils the schema; the others finish that turn.',
        'Le mode découverte sert à apprendre le jeu : de 1 à 6 joueurs, chacun sur son plateau, jouent le même tour en même temps, avec les actions spéciales de la fleur dès le tour 1. Il n’y a pas de limite de tours : la partie s’arrête à la fin du tour où un joueur réalise le schéma ; les autres terminent ce tour.',
      ),
      text(
        'A token the wind blows off a board puts its player out, as in normal games.',
        'Un jeton que le vent pousse hors d’un plateau élimine son joueur, comme en mode normal.',
      ),
    ],
    rule: R5,
    build: () =>
      firstFit('mode-discovery', (seed) => {
        const probe = table(schema('mode-discovery', capital(MODE_NAMES.discovery), 'vertighaineuse', 1, 'A5:red'), 'discovery', 2, seed);
        const [kept] = probe.recruit(0) as [Colour];
        const [next] = probe.top(0) as [Colour];
        const [other] = probe.recruit(1) as [Colour];
        if (kept === next || other === kept) throw new Misfit('colours that tell the players apart');
        const g = table(schema('mode-discovery', capital(MODE_NAMES.discovery), 'vertighaineuse', 1, `A4:${kept} A5:${next}`), 'discovery', 2, seed);
        g.do(land(other, 'A7', 1), text('Both players play turn 1 at the same time, each on their own board: player 2 happens to act first, landing on A7.', 'Les deux joueurs jouent le tour 1 en même temps, chacun sur son plateau : le joueur 2 agit le premier, il pose en A7.'));
        g.do(land(kept, 'A4', 0), text('Player 1 lands on A4, a target of that colour: a pollen.', 'Le joueur 1 pose en A4, une cible de cette couleur : un pollen.'));
        g.do(endTurn(1));
        g.do(endTurn(0), text('When every player has ended the turn, the wind blows south on every board: player 2’s stigmerian goes down to B7.', 'Quand tous les joueurs ont fini le tour, le vent souffle vers le sud sur chaque plateau : le stigmérien du joueur 2 descend en B7.'));
        g.do(draw(0));
        g.do(land(next, 'A5', 0), text('Player 1 fulfils the schema in turn 2 and stops playing.', 'Le joueur 1 réalise le schéma au tour 2 et s’arrête de jouer.'));
        g.do(draw(1));
        g.do(endTurn(1), text('Player 2 finishes the turn; in discovery the game ends with the turn in which someone fulfilled the schema, however late that is.', 'Le joueur 2 finit le tour ; en découverte la partie s’arrête avec le tour où quelqu’un a réalisé le schéma, aussi tard soit-il.'));
        return g.replay(capital(MODE_NAMES.discovery), text('Two players, simultaneous turns, no turn limit.', 'Deux joueurs, tours simultanés, sans limite de tours.'));
      }),
  },
  {
    id: 'mode-normal',
    group: 'modes',
    title: capital(MODE_NAMES.normal),
    explanation: [
      text(
        'Normal is the race: 1 to 6 players, simultaneous turns, the flower’s special actions from turn 1, and ten turns to fulfil the schema. A player who fulfils it stops; the game ends after turn 10 (there is no wind after it) or when nobody is still playing.',
        'Le mode normal est une course : de 1 à 6 joueurs, des tours simultanés, les actions spéciales de la fleur dès le tour 1, et dix tours pour réaliser le schéma. Un joueur qui le réalise s’arrête ; la partie se termine après le tour 10 (aucun vent ne souffle après lui) ou quand plus personne ne joue.',
      ),
      text(
        'This replay is the catalogue’s demonstration of Crooked Stile, a DentDîne schema, fulfilled in four turns.',
        'Cette partie reprend la démonstration du catalogue pour « Échalier tordu », un schéma DentDîne réalisé en quatre tours.',
      ),
    ],
    rule: R5,
    build: () =>
      fromCatalogue(
        'dentdine-crooked-stile',
        {
          0: text('A normal game of one player on a DentDîne schema: its four special actions are available from turn 1. Exchange puts the two setup tokens on their targets.', 'Une partie normale à un joueur sur un schéma DentDîne : ses quatre actions spéciales sont disponibles dès le tour 1. L’Échange met les deux jetons de départ sur leurs cibles.'),
          1: text('The wind blows south after each of the first nine turns.', 'Le vent souffle vers le sud après chacun des neuf premiers tours.'),
          2: text('Turn 2: two actions, a landing and a draw.', 'Tour 2 : deux actions, une pose et une pioche.'),
          5: text('Turn 3: three actions.', 'Tour 3 : trois actions.'),
          9: text('Turn 4: four actions, all of them needed.', 'Tour 4 : quatre actions, toutes nécessaires.'),
          12: text('Fulfilled in turn 4 with every action used: the score counts the stars, the actions of turns 5 to 10 never needed, and the tokens left in the recruit zone.', 'Réalisé au tour 4 avec toutes les actions : le score compte les étoiles, les actions des tours 5 à 10 non utilisées et les jetons restés en réserve.'),
        },
        capital(MODE_NAMES.normal),
        text('A DentDîne schema in four turns.', 'Un schéma DentDîne en quatre tours.'),
      ),
  },
  {
    id: 'mode-competitive',
    group: 'modes',
    title: capital(MODE_NAMES.competitive),
    explanation: [
      text(
        'Competitive games are played by 2 to 6 players one after the other, from a first player chosen each turn (most recruit-zone tokens, then most yellow ones, then a draw). Every turn of a player starts with two central actions on the shared StigmaReine, where rows of three earn special actions. Ten turns; the game ends at the end of the turn in which someone fulfils the schema.',
        'En mode compétitif, 2 à 6 joueurs jouent à tour de rôle, à partir d’un premier joueur désigné à chaque tour (le plus de jetons dans la zone de recrutement, puis le plus de jaunes, sinon un tirage au sort). Chaque tour d’un joueur commence par deux actions centrales sur la StigmaReine commune, où les lignes de trois rapportent des actions spéciales. Dix tours ; la partie s’arrête à la fin du tour où quelqu’un réalise le schéma.',
      ),
      text(
        'The wind blows on every board and on the StigmaReine; a token blown off a personal board returns to its owner’s recruit zone, and nobody is out for it. A player whose bag is empty at the start of a turn is out.',
        'Le vent souffle sur chaque plateau et sur la StigmaReine ; un jeton poussé hors d’un plateau personnel revient dans la zone de recrutement de son propriétaire, et personne n’est éliminé pour autant. Un joueur dont le sac est vide au début d’un tour est éliminé.',
      ),
    ],
    rule: R5,
    build: () =>
      firstFit('mode-competitive', (seed) => {
        const g = table(schema('mode-competitive', capital(MODE_NAMES.competitive), 'competitive', 2, 'E4:red E5:yellow E6:blue'), 'competitive', 2, seed);
        const [a, b] = earnOnStigmaReine(g, 'exchange', true);
        const [mine] = g.recruit(a) as [Colour];
        g.do(land(mine, 'A5', a), text('Then the one personal action of turn 1, on the player’s own board: a landing on line A.', 'Puis l’unique action personnelle du tour 1, sur le plateau du joueur : une pose sur la ligne A.'));
        g.do(endTurn(a));
        quietCentralTurn(g, b, ['A4', 'B5'], [text('The second player’s turn: two central actions as well.', 'Au tour du second joueur : deux actions centrales aussi.')]);
        const [theirs] = g.recruit(b) as [Colour];
        g.do(land(theirs, 'A6', b));
        g.do(endTurn(b), text('The wind blows south on both boards and on the StigmaReine. The first player of turn 2 is chosen again.', 'Le vent souffle vers le sud sur les deux plateaux et sur la StigmaReine. Le premier joueur du tour 2 est choisi de nouveau.'));
        return g.replay(capital(MODE_NAMES.competitive), text('The first turn of a game of two.', 'Le premier tour d’une partie à deux.'));
      }),
  },
  {
    id: 'mode-competitive-no-limit',
    group: 'modes',
    title: capital(MODE_NAMES['competitive-no-limit']),
    explanation: [
      text(
        'Competitive no limit keeps the StigmaReine and the turns one after the other, and adds the no-limit rules: no turn limit, a wind set by the 12-face die (rolled at setup for turns 1 to 9), tokens that land on any edge of an empty board and leave by any edge back to the recruit zone, and Last Drift once a turn.',
        'Le mode compétitif sans limite garde la StigmaReine et le jeu à tour de rôle, et ajoute les règles sans limite : pas de limite de tours, un vent fixé par le dé à 12 faces (lancé à la mise en place pour les tours 1 à 9), des jetons qui se posent sur n’importe quel bord d’un plateau vide et sortent par n’importe quel bord vers la zone de recrutement, et l’Ultime dérive une fois par tour.',
      ),
    ],
    rule: R5,
    build: () =>
      firstFit('mode-competitive-no-limit', (seed) => {
        const g = table(schema('mode-competitive-no-limit', capital(MODE_NAMES['competitive-no-limit']), 'competitive-no-limit', 4, 'E4:red E5:yellow E6:blue'), 'competitive-no-limit', 2, seed);
        const [a, b] = seats(g);
        g.expect(g.state.winds[0] === 'west', 'a west wind after turn 1');
        g.do(
          a5('yellow', a),
          text(
            'At setup the die set the winds of turns 1 to 9; after turn 1 it blows west. The first player starts with A5 on the empty StigmaReine.',
            'À la mise en place le dé a fixé les vents des tours 1 à 9 ; après le tour 1 il souffle vers l’ouest. Le premier joueur commence par A5 sur la StigmaReine vide.',
          ),
        );
        quietCentralTurn(g, a, ['A4', 'B5']);
        const [mine] = g.recruit(a) as [Colour];
        g.do(land(mine, 'E10', a), text('Under no-limit rules the first token may land on any edge of the empty board: E10, on the right edge.', 'En sans limite, le premier jeton peut se poser sur n’importe quel bord du plateau vide : E10, sur le bord droit.'));
        g.do(endTurn(a));
        g.do({ type: 'last-drift', player: b, target: a }, text('The second player opens their turn with Last Drift, aimed at the first player’s board.', 'Le second joueur ouvre son tour par une Ultime dérive, visant le plateau du premier joueur.'));
        const face = g.event('rolled').face;
        g.expect(FACES[face].drift.kind === 'step' && (FACES[face].drift as { direction: string }).direction === 'east', 'an east face');
        g.do(
          { type: 'drift-move', player: b, from: 'E10', to: 'off' },
          text('The die shows an east face: the stigmerian on E10 is pushed off the right edge, into the recruit zone of the player who drifted it.', 'Le dé montre une face est : le stigmérien de E10 sort par le bord droit, dans la réserve du joueur qui l’a fait dériver.'),
        );
        quietCentralTurn(g, b, ['A6', 'A3']);
        const [theirs] = g.recruit(b) as [Colour];
        g.do(land(theirs, 'J5', b), text('The second player lands on J5, the bottom edge.', 'Le second joueur pose en J5, sur le bord du bas.'));
        g.do(endTurn(b), text('The wind blows west, as the die said at setup, on both boards and on the StigmaReine.', 'Le vent souffle vers l’ouest, comme le dé l’a dit à la mise en place, sur les deux plateaux et sur la StigmaReine.'));
        return g.replay(capital(MODE_NAMES['competitive-no-limit']), text('Edges, the die’s wind and Last Drift.', 'Les bords, le vent du dé et l’Ultime dérive.'));
      }),
  },
  {
    id: 'mode-solo-no-limit',
    group: 'modes',
    title: capital(MODE_NAMES['solo-no-limit']),
    explanation: [
      text(
        'Solo no limit is played alone, under the no-limit rules (the die’s wind, any edge, Last Drift on one’s own board) and with no StigmaReine. At the start of turns 2 to 10 the player picks a new special action among the sixteen that act on no other player, with no level limit. A fulfilment after turn 10 costs 10 points per complete turn beyond the 10th.',
        'Le solo sans limite se joue seul, avec les règles sans limite (le vent du dé, n’importe quel bord, l’Ultime dérive sur son propre plateau) et sans StigmaReine. Au début des tours 2 à 10, le joueur choisit une nouvelle action spéciale parmi les seize qui n’agissent sur aucun autre joueur, sans limite de niveau. Réaliser le schéma après le tour 10 coûte 10 points par tour complet au-delà du dixième.',
      ),
      text(
        'This replay is the catalogue’s demonstration of Tide Mark, fulfilled in seven turns.',
        'Cette partie reprend la démonstration du catalogue pour le schéma « Laisse de mer », réalisé en sept tours.',
      ),
    ],
    rule: R5,
    build: () =>
      fromCatalogue(
        'competitive-no-limit-tide-mark',
        {
          0: text('At setup the die is rolled for the winds of turns 1 to 9. Black Night lets the player choose: south.', 'À la mise en place, le dé est lancé pour les vents des tours 1 à 9. La Nuit noire laisse le joueur choisir : le sud.'),
          1: text('An X face lets the player roll again, or leave that turn’s wind unknown until it blows: here, roll again.', 'Une face X permet de relancer, ou de laisser le vent de ce tour inconnu jusqu’à ce qu’il souffle : ici, relancer.'),
          2: text('The board already holds two setup tokens, so the first token lands next to one of them: D8, above the white on E8. (On an empty board it could land on any edge.)', 'Le plateau porte déjà deux jetons de départ : le premier jeton se pose à côté de l’un d’eux, en D8, au-dessus du blanc de E8. (Sur un plateau vide, il pourrait se poser sur n’importe quel bord.)'),
          4: text('Turn 2 starts with a new special action, chosen freely: Mixing.', 'Le tour 2 commence par une nouvelle action spéciale, choisie librement : le Mélange.'),
          8: text('Turn 3: Rest.', 'Tour 3 : le Soupir.'),
          23: text('Mixing, chosen in turn 2, makes two violet pollens.', 'Le Mélange, choisi au tour 2, fait deux pollens violets.'),
          38: text('A Diagonal, chosen in turn 5, completes the drawing in turn 7: the game ends.', 'Une Diagonale, choisie au tour 5, achève le dessin au tour 7 : la partie se termine.'),
        },
        capital(MODE_NAMES['solo-no-limit']),
        text('Tide Mark in seven turns, a new action each turn.', 'Laisse de mer en sept tours, une nouvelle action à chaque tour.'),
      ),
  },
];

/** Every tutorial, in the order of the index. */
export const TUTORIALS: readonly Tutorial[] = [...basic, ...stigmareine, ...flowerSpecials, ...earnedSpecials, ...versusSpecials, ...lastDrift, ...modes];

// ---------------------------------------------------------------------------------------------------------------
// Pages

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * French spacing: a no-break space before « : ; ! ? » and the closing guillemet, and after the opening one, so that
 * the French texts can be written with ordinary spaces and still never break a line before their punctuation.
 */
export const frenchSpacing = (s: string): string => s.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

/** One language of a text, escaped, French with its spacing. */
const html = (t: Text, lang: keyof Text): string => escapeHtml(lang === 'fr' ? frenchSpacing(t.fr) : t.en);

/**
 * A text in both languages, each in its own element marked with its language: the pages carry both, and
 * tutorials.css shows the one tutorials.js puts on <html>.
 */
const both = (t: Text, tag = 'span'): string => `<${tag} lang="en">${html(t, 'en')}</${tag}> <${tag} lang="fr">${html(t, 'fr')}</${tag}>`;

/** The path, from docs/tutorials/, of a tutorial's replay document. */
export const replayPath = (id: string): string => `replays/${id}.replay.json`;

const SITE = text('Stigméria tutorials', 'Tutoriels Stigméria');


/**
 * The head of a page. Its title names it in both languages (`both`) until tutorials.js sets the chosen one from
 * the title's data attributes; the description stays English.
 */
function head(title: Text, both: string, description: string): string {
  return `<!doctype html>
<html lang="en" data-lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title data-en="${html(title, 'en')}" data-fr="${html(title, 'fr')}">${escapeHtml(both)}</title>
  <meta name="description" content="${escapeHtml(description)}">
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="tutorials.css">
  <!-- External module only: the server sends a CSP without 'unsafe-inline'. -->
  <script type="module" src="tutorials.js"></script>
</head>`;
}

/** The head of a tutorial's page: its title, then the site's, in each language and in both. */
const tutorialHead = (t: Text, description: string): string =>
  head(text(`${t.en} · ${SITE.en}`, `${t.fr} · ${SITE.fr}`), `${t.en === t.fr ? t.en : `${t.en} · ${t.fr}`} · ${SITE.en}`, description);

// Links marked data-keep-lang carry the chosen language along (tutorials.js adds ?lang=): the tutorials and the
// playground read it. The select is named in each language; its options are each in their own.
const NAV = `  <nav class="links" aria-label="Tutorials" data-label-en="Tutorials" data-label-fr="Tutoriels">
    <a data-keep-lang href="./">${both(text('All tutorials', 'Tous les tutoriels'))}</a>
    <a data-keep-lang href="../playground/">${both(text('Playground', 'Bac à sable'))}</a>
    <a href="../rules.md">${both(text('Rules reference', 'Règles complètes (en anglais)'))}</a>
    <label class="lang">${both(text('Language', 'Langue'))}
      <select id="lang">
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
    </label>
  </nav>`;

/** The line under an explanation: the mode, the length and the rule of the replay, in one language. */
function meta(t: Tutorial, replay: Replay, lang: keyof Text): string {
  const mode = html(MODE_NAMES[replay.setup.mode], lang);
  const n = replay.steps.length;
  const rule = `<a href="../rules.md#${t.rule.anchor}">${html(t.rule.heading, lang)}</a>`;
  return lang === 'fr'
    ? `Une partie en mode ${mode}, ${n} étape${n > 1 ? 's' : ''}. Règle (en anglais)\u00a0: ${rule}.`
    : `A ${mode} game, ${n} step${n === 1 ? '' : 's'}. Rule: ${rule}.`;
}

/** The page of one tutorial. */
export function tutorialPage(t: Tutorial, replay: Replay): string {
  const explanation = (lang: keyof Text): string => `      <div lang="${lang}">
${t.explanation.map((p) => `        <p>${html(p, lang)}</p>`).join('\n')}
        <p class="meta">${meta(t, replay, lang)}</p>
      </div>`;
  return `${tutorialHead(t.title, t.explanation[0]!.en)}
<body>
  <header class="bar">
    <h1>${both(t.title)}</h1>
${NAV}
  </header>
  <main class="tutorial">
    <section class="explanation">
${explanation('en')}
${explanation('fr')}
    </section>
    <stigmeria-board replay-src="${replayPath(t.id)}" controls></stigmeria-board>
  </main>
</body>
</html>
`;
}

/** The index: every tutorial, by group. */
export function indexPage(tutorials: readonly Tutorial[]): string {
  const sections = GROUPS.map((group) => {
    const items = tutorials
      .filter((t) => t.group === group.id)
      .map((t) => `        <li><a data-keep-lang href="${t.id}.html">${both(t.title)}</a></li>`)
      .join('\n');
    return `    <section>
      <h2>${both(group.title)}</h2>
      <ul>
${items}
      </ul>
    </section>`;
  }).join('\n');
  const intro = text(
    'Each tutorial is a short game played by the rules engine, with captions on the steps that matter. Step through it with the controls under the board.',
    'Chaque tutoriel est une courte partie jouée par le moteur de règles, commentée aux étapes qui comptent. Avancez pas à pas avec les commandes sous le plateau.',
  );
  return `${head(SITE, `${SITE.en} · ${SITE.fr}`, 'Every rule of Stigméria shown by a short captioned replay.')}
<body>
  <header class="bar">
    <h1>${both(SITE)}</h1>
${NAV}
  </header>
  <main class="index">
    <p lang="en">${html(intro, 'en')}</p>
    <p lang="fr">${html(intro, 'fr')}</p>
${sections}
  </main>
</body>
</html>
`;
}

/** Every file of docs/tutorials that the script writes, by path relative to that folder. */
export function tutorialFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const t of TUTORIALS) {
    const replay = t.build();
    files.set(replayPath(t.id), `${serializeReplay(replay, 2)}\n`);
    files.set(`${t.id}.html`, tutorialPage(t, replay));
  }
  files.set('index.html', indexPage(TUTORIALS));
  return files;
}

function main(): void {
  const folder = new URL('../../../docs/tutorials/', import.meta.url);
  mkdirSync(new URL('replays/', folder), { recursive: true });
  const files = tutorialFiles();
  for (const [path, content] of files) writeFileSync(new URL(path, folder), content);
  // A replay or page whose tutorial is gone would be a dead link: remove it.
  for (const name of readdirSync(new URL('replays/', folder))) {
    if (!files.has(`replays/${name}`)) rmSync(new URL(`replays/${name}`, folder));
  }
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.html') && !files.has(name)) rmSync(new URL(name, folder));
  }
  console.log(`Wrote ${TUTORIALS.length} tutorial(s) to ${folder.pathname}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
