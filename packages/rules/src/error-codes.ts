/**
 * Every error code the rules return, with what it means to a caller: the one list of them.
 *
 * Codes are stable, `family/reason`, and each error value has its own table: {@link RULE_ERROR_CODES} for a
 * {@link RuleError} (a command, an event or a game setup refused), {@link VALIDATION_ERROR_CODES} for a
 * {@link ValidationError} (a document refused), {@link VALIDATION_ISSUE_CODES} for each {@link ValidationIssue}
 * it lists, and {@link REPLAY_ERROR_CODES} for a {@link ReplayError}. {@link ERROR_CODES} joins them. The code
 * types are derived from the tables, so an error site with a code missing here does not compile, and a
 * `switch (error.code)` over a code type can be checked for exhaustiveness.
 *
 * `test/error-codes.test.ts` checks that every code the sources can produce is listed, that every code listed is
 * produced, and that every code the documentation names is listed.
 * @module
 */
/**
 * What each {@link ValidationIssue} code means: one problem found in a document, a command or an event, at the
 * issue's JSON `path`.
 */
export const VALIDATION_ISSUE_CODES = Object.freeze({
  // What cannot be read at all.
  'document/too-large': 'the input holds more JSON values than INPUT_LIMITS.values allows',
  'document/unreadable': 'a value is not plain JSON data (a getter, a proxy, binary data), so it is not read',
  'document/newer-version': 'the document was written by a newer version of Stigméria than this one reads',
  'document/wrong-format': 'the document is of another format than the one asked for (its `format` differs)',

  // Broken JSON Schema keywords, one code a keyword.
  'schema/type': 'the value is of the wrong JSON type',
  'schema/required': 'a required property is missing',
  'schema/additional': 'a property is not known at this place',
  'schema/enum': 'the value is not one of the allowed values',
  'schema/const': 'the value is not the one value allowed here',
  'schema/pattern': 'the text does not have the form asked for (a cell name, a colour, an identifier…)',
  'schema/max-length': 'the text is longer than allowed',
  'schema/min-length': 'the text is shorter than allowed',
  'schema/max-items': 'the list has more items than allowed',
  'schema/min-items': 'the list has fewer items than allowed',
  'schema/minimum': 'the number is below the smallest allowed',
  'schema/maximum': 'the number is above the largest allowed',
  'schema/unique-items': 'the list repeats an item',
  'schema/invalid': 'the value breaks another rule of the JSON Schema',
  // Target schema rules beyond the JSON Schema.
  'schema/duplicate-target': 'a target schema lists two targets on one cell',
  'schema/duplicate-setup': 'a target schema lists two setup tokens on one cell',
  'schema/mode-not-allowed': 'a target schema offers a mode its flower does not allow',
  'schema/fulfilled-at-setup': "a target schema's setup tokens are exactly its targets: it is fulfilled before play",
  'schema/lone-surrogate': 'a text holds a lone surrogate, which is not Unicode text and has no UTF-8 form',

  // Replay rules beyond the JSON Schema.
  'replay/too-many-events': 'a replay holds more events in all than INPUT_LIMITS.events allows',
  'replay/mode-not-playable': "a replay's mode is not one its target schema can be played in",
  'replay/player-count': "a replay's number of players is not one its mode is played by",
});

/** What the code of a {@link ValidationError} means: a document, command or event refused, with its issues. */
export const VALIDATION_ERROR_CODES = Object.freeze({
  'document/invalid': 'the input is not a valid document, command or event: `issues` lists why',
});

/** What each {@link ReplayError} code means: where checking a replay went wrong. */
export const REPLAY_ERROR_CODES = Object.freeze({
  'replay/invalid': 'the replay is not a valid replay document: `cause` is the ValidationError',
  'replay/rules-version': 'the replay was recorded with another major version of the rules',
  'replay/too-many-steps': 'the replay holds more steps than any game of its mode can',
  'replay/setup': "the replay's setup does not start a game: `cause` is the RuleError of createGame",
  'replay/illegal-step': 'a recorded command is refused by the rules: `step` names it, `cause` is the RuleError',
  'replay/events-differ': 'a recorded step gives other events than the rules produce: `step` names it',
});

/**
 * What each {@link RuleError} code means: a command refused by `play`, an event refused by `applyEvent`, or a
 * game setup refused by `createGame`. A special action's refusals are under its own name (`mixing/…`).
 */
export const RULE_ERROR_CODES = Object.freeze({
  // Commands that cannot be read.
  'command/malformed': 'the command is not a well-formed command of its type (`params.path` may say where)',
  'command/unknown-type': 'the command type is not one the rules know',

  // Who may play, and when.
  'player/unknown': 'the command names a seat that is not in the game',
  'player/fulfilled': 'the player has fulfilled the schema and plays no more (R13)',
  'player/out': 'the player is out of the game',
  'game/over': 'the game is over: every command is refused',
  'turn/ended': 'the player has ended the turn and waits for the next one',
  'turn/no-actions-left': 'the command costs more actions than the player has left this turn (R6)',
  'turn/not-yours': "in a competitive game it is another player's turn (R7)",
  'turn/waiting': 'another player owes a decision that comes first (a wind die, Charmer)',
  'decision/none': 'the command answers a decision that is not waiting',
  'decision/pending': 'the player owes an answer (a Choreography step, a Half Note cell…) before anything else',
  'decision/free-special': 'after Black Night the player must first play one of the free special actions offered',
  'action/not-available': "the special action is not one of this player's actions (R16)",
  'action/once-per-turn': 'the special action has already been used this turn',
  'action/once-per-game': 'the special action has already been used in this game',
  'action/too-early': 'the special action may not be used yet this early in the game',
  'undo/checkpoint': 'there is nothing to undo since the last checkpoint (R22)',

  // Game setups refused by createGame.
  'setup/invalid': 'the game setup is not an object, or not plain data, or holds too many values',
  'setup/invalid-schema': 'the target schema of the setup is not valid: `params.issues` says why',
  'setup/unknown-mode': 'the setup names a mode the rules do not know',
  'setup/mode-not-allowed': 'the target schema cannot be played in the mode of the setup',
  'setup/players': 'the number of players is not one the mode is played by',
  'setup/seed': 'the seed is neither a number nor a string short enough',
  'setup/options': 'the game options are not of the expected shape',
  'schema/lone-surrogate': VALIDATION_ISSUE_CODES['schema/lone-surrogate'],

  // Events refused by applyEvent; `params.path` points at the field at fault.
  'event/malformed': 'the event is not a well-formed event',
  'event/inapplicable': 'this state cannot take an event of this type',
  'event/seat': 'the event names a seat that is not in the game, or not one it may name',
  'event/turn': 'the event names a turn that is neither the current one nor one it may name',
  'event/cell': 'the event takes a token from an empty cell, or puts one on a cell that is not empty',
  'event/tokens': 'the tokens the event takes are not where it takes them from',
  'event/cost': 'the event costs more actions than are left, or gives a turn the wrong number of actions',
  'event/no-stigmareine': 'the event is about the StigmaReine in a game without one',
  'event/nothing-to-undo': 'the event undoes a step when there is none to undo',

  // The StigmaReine's turn order (R19).
  'central/none': 'the game has no StigmaReine',
  'central/first': 'the two central actions come before any personal action of the turn',
  'central/a5-first': 'the StigmaReine is empty: its first token goes on A5',
  'central/spent': 'both central actions of this turn are spent',
  'a5/not-empty': 'a token goes on A5 only while the StigmaReine is empty',
  'a5/colour': "the A5 token comes from the StigmaReine's recruit zone, or is a primary while that zone is empty",

  // Basic actions (R8).
  'draw/empty-bag': 'the bag is empty',
  'land/not-in-recruit-zone': 'the recruit zone holds no token of that colour',
  'land/occupied': 'the landing cell is not empty',
  'land/not-first-line': 'on an empty board a token lands on line A',
  'land/not-edge': 'under no-limit rules a token lands on an edge of an empty board',
  'land/not-adjacent': 'the landing cell is not orthogonally next to a token',
  'move/not-a-stigmerian': 'the cell holds no stigmerian: pollens never move',
  'move/no-exit': 'the token may not leave the board from this cell (row J only, any edge under no-limit rules)',
  'move/not-adjacent': 'the destination is not one orthogonal step away',
  'move/occupied': 'the destination is not empty',

  // The joker (R9) and the StigmaReine's actions (R19).
  'joker/disabled': 'the game is played without the joker',
  'joker/used': 'the joker has already been played in this game',
  'joker/central': 'in competitive modes the joker is played on the StigmaReine, not as an exchange',
  'joker/not-central': 'this mode has no StigmaReine joker',
  'joker/same-colour': 'the exchange joker must change the colour of the tokens',
  'joker/not-enough': 'the recruit zone holds too few tokens of that colour for the exchange joker',
  'joker/not-in-recruit-zone': 'the recruit zone holds no token of that colour for the StigmaReine joker',
  'central-joker/not-landing-cell': 'the StigmaReine joker may not land on that cell',
  'central-draw/empty-bag': 'the bag is empty: nothing can be drawn for the StigmaReine',
  'central-draw/full': 'the StigmaReine has no landing cell left',
  'central-place/not-landing-cell': 'the drawn token may not go on that cell of the StigmaReine',
  'central-move/once-per-turn': 'the StigmaReine allows one Move a turn',
  'central-move/no-token': 'that cell of the StigmaReine holds no token',
  'central-move/no-exit': 'a token leaves the StigmaReine from row J only',
  'central-move/not-reachable': 'the destination is not an empty cell next to the token',
  'central-recruit/none': "the StigmaReine's recruit zone holds no token of that colour",

  // Special actions (R18), one family each.
  'charmer/same-player': 'Charmer swaps the tokens of two different players',
  'charmer/no-such-player': 'a Charmer token names a seat that is not in the game',
  'charmer/player-out': 'a Charmer token names a player who is out of the game',
  'charmer/no-token': 'the player named has no token of that colour that can be charmed',
  'choreography/not-a-stigmerian': 'the cell holds no stigmerian: pollens never move',
  'choreography/no-exit': 'the token may not leave the board from this cell',
  'choreography/not-adjacent': 'the destination is not one orthogonal step away',
  'choreography/occupied': 'the destination is not empty',
  'choreography/already-moved': 'that stigmerian has already danced in this Choreography',
  'combination/not-a-stigmerian': 'the cell holds no stigmerian',
  'combination/already-brown': 'the token is already brown',
  'combination/not-surrounded': 'not all 8 neighbours of the cell hold tokens',
  'combination/missing-colours': 'the 8 neighbours do not hold 2 blue, 2 red and 2 yellow',
  'copy/not-a-stigmerian': 'the cell holds no stigmerian: pollens never change colour',
  'copy/not-primary': 'the stigmerian is not of a primary colour',
  'copy/same-colour': 'the stigmerian is already of that colour',
  'diagonal/not-a-stigmerian': 'the cell holds no stigmerian',
  'diagonal/not-diagonal': 'the destination is not one diagonal step away',
  'diagonal/occupied': 'the destination is not empty',
  'drift-move/wrong-face': 'the Last Drift die shows a face that moves nothing',
  'drift-move/no-token': 'that cell of the StigmaReine holds no token',
  'drift-move/not-a-stigmerian': 'the cell holds no stigmerian: pollens never move',
  'drift-move/no-exit': 'the token is not on the edge the die blows it off',
  'drift-move/wrong-direction': 'the destination is not the one step the die gives',
  'drift-move/occupied': 'the destination is not empty',
  'drift-remove/wrong-face': 'the Last Drift die shows a face that removes nothing',
  'drift-remove/not-a-stigmerian': 'the cell holds no stigmerian: pollens are never removed',
  'drift-remove/wrong-colour': 'the stigmerian is not of the colour the die removes',
  'drift-land/wrong-face': 'only Black Night on the StigmaReine lands a new token there',
  'drift-land/not-landing-cell': 'that cell is not a landing cell of the StigmaReine',
  'exchange/not-adjacent': 'the two cells are not orthogonal neighbours',
  'exchange/not-stigmerians': 'Exchange needs two stigmerians: pollens never move',
  'fast-step/not-a-stigmerian': 'the cell holds no stigmerian',
  'fast-step/out-of-reach': 'the destination cannot be reached in the steps this turn allows',
  'fog-die/board-full': 'Fog Die needs an empty cell on the board',
  'fog-die-land/occupied': 'the cell for the Fog Die token is not empty',
  'fog-die-land/not-landing-cell': 'the Fog Die token may not land on that cell',
  'fulgurance/bag-too-small': 'the bag holds too few tokens for Fulgurance',
  'fulgurance/no-room': 'the cell and the 4 cells to its right are not all empty',
  'fulgurance/not-landing-cell': 'the first Fulgurance token may not land on that cell',
  'gain/owned': 'the player already has that special action',
  'gain/not-earnable': 'that special action cannot be earned in this game',
  'give/not-matched': 'the cell is not one of the matched StigmaReine tokens to give',
  'give/no-such-player': 'the seat named cannot receive a token (not in the game, or out)',
  'half-note/not-adjacent': 'the two cells are not orthogonal neighbours',
  'half-note/not-black': 'Half Note needs two black stigmerians',
  'half-note/not-in-pair': 'the cell is not one of the two black tokens of the Half Note',
  'jealousy/self': 'Jealousy aims at another player',
  'jealousy/no-such-player': 'Jealousy aims at a seat that is not in the game',
  'jealousy/target-out': 'Jealousy aims at a player who is out of the game',
  'jealousy/not-first': 'Jealousy comes before any personal action of the turn',
  'jealousy/bag-too-small': 'the bag holds too few tokens for Jealousy',
  'jealousy/target-bag-empty': "the other player's bag is empty",
  'last-drift/self': "Last Drift names the player's own seat: the player's own board is `own`",
  'last-drift/no-such-player': 'Last Drift aims at a seat that is not in the game',
  'last-drift/target-out': 'Last Drift aims at a player who is out of the game',
  'last-drift/no-stigmareine': 'Last Drift aims at the StigmaReine in a game without one',
  'last-drift/not-no-limit': 'Last Drift is played under no-limit rules only',
  'last-drift/not-first': 'Last Drift comes before any other action of the turn, once a turn',
  'mimicry/no-landed-token': 'no token this player landed is on the board',
  'mimicry/not-a-stigmerian': 'the token last landed is no longer a stigmerian',
  'mimicry/same-colour': 'the token last landed is already of that colour',
  'mimicry/not-adjacent': 'no token of that colour is next to the token last landed',
  'mimicry/colour-used': 'Mimicry has already given that colour this turn',
  'mixing/not-adjacent': 'the two cells are not orthogonal neighbours',
  'mixing/not-stigmerians': 'Mixing needs two stigmerians',
  'mixing/not-primary': 'Mixing needs two primary colours',
  'mixing/same-colour': 'Mixing needs two different primary colours',
  'no-harm-no-foul/same-colour': 'No harm no foul must change the colour of the tokens',
  'no-harm-no-foul/not-enough': 'the recruit zone holds too few tokens of that colour for No harm no foul',
  'pilferer/self': 'Pilferer aims at another player',
  'pilferer/no-such-player': 'Pilferer aims at a seat that is not in the game',
  'pilferer/target-out': 'Pilferer aims at a player who is out of the game',
  'pilferer/empty-bag': "the other player's bag is empty",
  'prediction/same-colour': 'Prediction names three different colours',
  'prediction/order': 'Prediction names its colours in the order of the colour table',
  'quarter-note/not-white': 'the cell holds no white stigmerian',
  'quarter-note/not-adjacent': 'the destination is not next to the white stigmerian',
  'quarter-note/occupied': 'the destination is not empty',
  'rest/empty': 'the cell holds no token',
  'sower/self': 'Sower aims at another player',
  'sower/no-such-player': 'Sower aims at a seat that is not in the game',
  'sower/target-out': 'Sower aims at a player who is out of the game',
  'sower/colour-in-schema': 'Sower sows only colours the schema does not use',
  'two-beats/occupied': 'the cell is not empty',
  'two-beats/not-surrounded': 'not all 8 neighbours of the cell hold tokens',
  'wind-die/not-x': 'only an X face of the wind die may be rolled again or left unknown',
  'wind-die/not-black-night': 'only Black Night lets the roller choose the wind',
});

/** Every error code of the rules, with what it means: the four tables above in one. */
export const ERROR_CODES = Object.freeze({
  ...RULE_ERROR_CODES,
  ...VALIDATION_ERROR_CODES,
  ...VALIDATION_ISSUE_CODES,
  ...REPLAY_ERROR_CODES,
});

/** The code of a {@link RuleError}: a key of {@link RULE_ERROR_CODES}. */
export type RuleErrorCode = keyof typeof RULE_ERROR_CODES;

/** The code of a {@link ValidationError}: a key of {@link VALIDATION_ERROR_CODES}. */
export type ValidationErrorCode = keyof typeof VALIDATION_ERROR_CODES;

/** The code of a {@link ValidationIssue}: a key of {@link VALIDATION_ISSUE_CODES}. */
export type ValidationIssueCode = keyof typeof VALIDATION_ISSUE_CODES;

/** The code of a {@link ReplayError}: a key of {@link REPLAY_ERROR_CODES}. */
export type ReplayErrorCode = keyof typeof REPLAY_ERROR_CODES;

/** Any error code of the rules: a key of {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_CODES;
