import dayjs from 'dayjs';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A timestamp from the API in the viewer's local time, or a dash. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(TIME_FORMAT) : '—';
}
