import dayjs from 'dayjs';
import { create } from 'zustand';
import { getToken, getUuid } from '../../lib/session';
import { readPreference } from '../../lib/storage';

/** SHELL-31: `danger` counts as an error. */
export type LogType = 'info' | 'success' | 'warning' | 'danger';

export interface LogMeta {
  /** The saved merchant info (`user.info`), if any. */
  user: unknown;
  uuid: string | undefined;
  token: string | undefined;
  url: string;
  error: unknown;
}

export interface LogEntry {
  message: string;
  type: LogType;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  meta: LogMeta;
}

interface LogState {
  entries: LogEntry[];
  add(message: string, type?: LogType, error?: unknown): LogEntry;
  clear(): void;
}

const MAX_ENTRIES = 500;

export const useLogStore = create<LogState>((set) => ({
  entries: [],
  add(message, type = 'info', error = null) {
    const entry: LogEntry = {
      message: message || 'Unknown error',
      type,
      time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      meta: {
        user: readPreference('user.info') ?? null,
        uuid: getUuid(),
        token: getToken(),
        url: typeof window === 'undefined' ? '' : window.location.href,
        error,
      },
    };
    set((state) => ({ entries: [...state.entries, entry].slice(-MAX_ENTRIES) }));
    return entry;
  },
  clear() {
    set({ entries: [] });
  },
}));

/** Records an entry from code outside React. */
export function addLog(message: string, type?: LogType, error?: unknown): LogEntry {
  return useLogStore.getState().add(message, type, error);
}
