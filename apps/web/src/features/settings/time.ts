import dayjs from 'dayjs';

/** A timestamp from the API in the viewer's local time, or a dash. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}
