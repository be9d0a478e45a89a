/** Toasts for pages and for code outside React (the HTTP client, the route guard). */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface Notifier {
  show(kind: NoticeKind, text: string, seconds?: number): void;
}

interface Pending {
  kind: NoticeKind;
  text: string;
  seconds: number | undefined;
}

const MAX_PENDING = 20;
let current: Notifier | null = null;
let pending: Pending[] = [];
let onFirstAsk: (() => void) | null = null;

/** The host is mounted when the first toast is asked for (until then no UI kit is loaded for it). */
export function whenToastAsked(mount: () => void): void {
  if (pending.length > 0) mount();
  else onFirstAsk = mount;
}

/**
 * The app installs the UI kit's message API here once its (lazily loaded) host is mounted;
 * toasts asked for before that are shown then, in order.
 */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (!notifier) return;
  const queued = pending;
  pending = [];
  for (const item of queued) notifier.show(item.kind, item.text, item.seconds);
}

/** Forgets the host, the queued toasts and the host waiting for the first one: as on a page just opened. */
export function resetNotices(): void {
  current = null;
  pending = [];
  onFirstAsk = null;
}

function show(kind: NoticeKind, text: string, seconds?: number): void {
  if (current) current.show(kind, text, seconds);
  else {
    pending = [...pending, { kind, text, seconds }].slice(-MAX_PENDING);
    onFirstAsk?.();
    onFirstAsk = null;
  }
}

export const notify = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
};
export type Toast = typeof notify;

/** Success / error / info / warning toasts (text, seconds) for pages. */
export function useToast(): Toast {
  return notify;
}
