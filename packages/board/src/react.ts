/**
 * `@stigmeria/board/react`: `<stigmeria-board>` as a typed React component. Importing it registers the tag
 * (a second registration is ignored), so a React app needs nothing else.
 *
 * React and `@lit/react` are optional peer dependencies: only apps that import this module need them.
 * @module
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import './define.js';
import type {
  StigmeriaChangeDetail,
  StigmeriaCommandDetail,
  StigmeriaEndDetail,
  StigmeriaErrorDetail,
  StigmeriaRoomDetail,
  StigmeriaStepDetail,
} from './events.js';
import { StigmeriaBoard as StigmeriaBoardElement } from './stigmeria-board.js';

export type { StigmeriaBoardElement };

/**
 * `<stigmeria-board>` for React. Attributes and properties are props (`schema`, `mode`, `players`, `seed`,
 * `lang`, `theme`, `replaySrc`, `step`, `controls`, `readonly`, `replay`, `schemaData`); a `ref` gives the element,
 * with its `play`, `undo`, `stepTo` and `reset` methods. Each element event has a typed `on…` prop.
 *
 * @example
 * ```tsx
 * <StigmeriaBoard schema="vertighaineuse-morning-ladder" players={2} onEnd={(e) => console.log(e.detail.outcome)} />
 * ```
 */
export const StigmeriaBoard = createComponent({
  tagName: 'stigmeria-board',
  elementClass: StigmeriaBoardElement,
  react: React,
  // The casts only name each event's detail type; @lit/react passes the names through unchanged.
  events: {
    onCommand: 'stigmeria-command' as EventName<CustomEvent<StigmeriaCommandDetail>>,
    onChange: 'stigmeria-change' as EventName<CustomEvent<StigmeriaChangeDetail>>,
    onEnd: 'stigmeria-end' as EventName<CustomEvent<StigmeriaEndDetail>>,
    onError: 'stigmeria-error' as EventName<CustomEvent<StigmeriaErrorDetail>>,
    onStep: 'stigmeria-step' as EventName<CustomEvent<StigmeriaStepDetail>>,
    onRoom: 'stigmeria-room' as EventName<CustomEvent<StigmeriaRoomDetail>>,
  },
  displayName: 'StigmeriaBoard',
});
