/**
 * The plain JSON values the readers check: what `readPlain` returns, looked into without trusting its shape.
 * @module
 */

/** A JSON object as read, its properties not yet checked. */
export type Json = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Arrays past their limits. Such an array is refused whatever it holds, yet checking its items would cost time
// in proportion to its length (a million bad items are a million issues, of which a hundred are listed). The
// checks see it cut one item past its limit, which keeps the max-items issue, and every path, as they were.
// Only the containers on the way are copied (shallowly); unknown properties are never visited.
// `raw` itself when no listed array is too long, else a shallow copy with those arrays cut to limit + 1 items.
export function cut(raw: Json, limits: Readonly<Record<string, number>>): Json {
  let copy: Record<string, unknown> | undefined;
  for (const [key, limit] of Object.entries(limits)) {
    const list = raw[key];
    if (!Array.isArray(list) || list.length <= limit) continue;
    copy ??= { ...raw };
    copy[key] = list.slice(0, limit + 1);
  }
  return copy ?? raw;
}
