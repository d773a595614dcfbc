/**
 * The share link: the schema document in the URL's fragment, `#schema=<base64url of its JSON>`, so that it never
 * reaches a server. A link is input from outside like a file: it is read within a bound, decoded without throwing,
 * and the document is then judged by `parseSchema` as any other.
 * @module
 */

/**
 * The longest `schema=` value read, in characters: 16,384 (12 KB of JSON), which holds any schema of 100 targets,
 * 100 setup tokens, 100 winds and full names; longer links are refused before they are decoded.
 */
export const SHARE_LINK_LIMIT = 16384;

const KEY = 'schema=';

/** What a link's fragment holds. */
export type LinkRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'document'; readonly value: unknown }
  | { readonly kind: 'refused'; readonly code: 'editor/link-too-long' | 'editor/link-unreadable' };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The fragment that carries a document: `schema=…`, without the `#`. */
export function linkFragment(document: unknown): string {
  return KEY + toBase64Url(new TextEncoder().encode(JSON.stringify(document)));
}

/** Reads a URL's fragment (`location.hash`, with or without its `#`). Never throws. */
export function readLinkFragment(hash: string): LinkRead {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(KEY)) return { kind: 'none' };
  const value = fragment.slice(KEY.length);
  if (value.length > SHARE_LINK_LIMIT) return { kind: 'refused', code: 'editor/link-too-long' };
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return { kind: 'refused', code: 'editor/link-unreadable' };
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { kind: 'document', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'refused', code: 'editor/link-unreadable' };
  }
}
