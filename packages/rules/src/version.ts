/**
 * The version of the rules this engine plays. It changes when the same commands could give other events:
 * a replay records it, and `replayGame` refuses a replay of another major version.
 *
 * @example
 * ```ts
 * if (replay.rulesVersion.split('.')[0] !== RULES_VERSION.split('.')[0]) console.log('recorded by other rules');
 * ```
 */
export const RULES_VERSION = '1.1.0';
