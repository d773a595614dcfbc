/**
 * The styles of the online strip: a calm line under the header, its status marked by a small dot whose colour
 * says whether the board is in touch with the room.
 * @module
 */
import { css } from 'lit';

export const onlineStyles = css`
  .online {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.9rem;
    align-items: center;
    margin: 0.25rem 0;
    font-size: 0.9em;
    color: var(--stigmeria-muted, #59636e);
  }
  .online-status {
    font-weight: 600;
    color: var(--stigmeria-text, #1f2328);
  }
  .online-status::before {
    content: '';
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    margin-inline-end: 0.35em;
    border-radius: 50%;
    background: var(--stigmeria-muted, #59636e);
  }
  .online[data-status='connected'] .online-status::before {
    background: var(--stigmeria-green, #3a9d4a);
  }
  .online[data-status='reconnecting'] .online-status::before,
  .online[data-status='connecting'] .online-status::before {
    background: var(--stigmeria-orange, #f08a24);
  }
  .online[data-status='closed'] .online-status::before {
    background: var(--stigmeria-error, #c62828);
  }
  .online-share a {
    overflow-wrap: anywhere;
    color: var(--stigmeria-text, #1f2328);
  }
  .online-news[data-news='away'] {
    color: var(--stigmeria-text, #1f2328);
  }
`;
