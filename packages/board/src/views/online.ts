/**
 * The online strip: where the connection stands (connecting, connected, reconnecting, closed), the room, the seat
 * this board plays and any other seat whose player is away. Every text from the network (the room's id) goes
 * through a Lit text binding.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OnlineStatus } from '../controllers/remote-source.js';
import type { Strings } from '../i18n.js';
import type { SeatStatus } from '../online/messages.js';

export interface OnlineView {
  readonly t: Strings;
  readonly status: OnlineStatus;
  readonly room: string | null;
  readonly seat: number | null;
  readonly seats: readonly SeatStatus[];
  readonly nameOf: (seat: number) => string;
  /** The link for the other players, when the board shows its own (after playing again). */
  readonly share?: string | undefined;
}

/** The other seats' news: who is away, and which seats are still free. */
export function seatNews(view: OnlineView): { readonly kind: 'away' | 'open'; readonly text: string }[] {
  const news: { kind: 'away' | 'open'; text: string }[] = [];
  view.seats.forEach((status, i) => {
    if (i === view.seat) return;
    if (status === 'away') news.push({ kind: 'away', text: view.t.online.away(view.nameOf(i)) });
    else if (status === 'open') news.push({ kind: 'open', text: view.t.online.open(view.nameOf(i)) });
  });
  return news;
}

/** What the live region says of the connection: its status and, once connected, the other seats' news. */
export function onlineAnnouncement(view: OnlineView): string {
  const status = view.t.online.status[view.status];
  return view.status === 'connected' ? [status, ...seatNews(view).map((n) => n.text)].join('. ') : status;
}

export function renderOnline(view: OnlineView): TemplateResult {
  const { t, status, room, seat } = view;
  const news = status === 'connected' ? seatNews(view) : [];
  return html`<div class="online" part="online" data-status=${status}>
    <span class="online-status">${t.online.status[status]}</span>
    ${room !== null ? html`<span class="online-room">${t.online.room(room)}</span>` : nothing}
    ${status === 'connected' ? html`<span class="online-seat">${seat === null ? t.online.watching : t.online.playing(view.nameOf(seat))}</span>` : nothing}
    ${news.map((n) => html`<span class="online-news" data-news=${n.kind}>${n.text}</span>`)}
    ${view.share !== undefined ? html`<span class="online-share">${t.onlineGame.share}${t.ui.colon}<a href=${view.share}>${view.share}</a></span>` : nothing}
  </div>`;
}
