/**
 * `@stigmeria/server`: online Stigméria on Colyseus 0.16. Each game is a room around the rules' authoritative
 * state; each seat sees `viewFor` and the step's events, which fold into that view with `evolve`.
 * @module
 */
export { startServer, type RunningServer, type ServerOptions } from './server.js';
export { GameRoom, gameRoomType, type RoomConfig } from './game-room.js';
export { MemoryLog, type GameLog, type LoggedGame } from './log.js';
export { RedisLog, redisBackend } from './redis.js';
export { DEFAULT_LIMITS, RateLimiter, type MessageLimits } from './guard.js';
export { SEED_BYTES, drawSeed } from './seed.js';
export {
  MESSAGE,
  ROOM_ERRORS,
  ROOM_NAME,
  type AgainMessage,
  type CreateOptions,
  type EndedMessage,
  type JoinOptions,
  type RejectedMessage,
  type SeatStatus,
  type SeatsMessage,
  type StepMessage,
  type WelcomeMessage,
} from './protocol.js';
