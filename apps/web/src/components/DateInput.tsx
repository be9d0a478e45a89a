import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';

/** The day as the API and the address bar carry it, and as every date of the console reads. */
export const DAY_FORMAT = 'YYYY-MM-DD';

interface Props {
  /** The day chosen, `YYYY-MM-DD`, or nothing. */
  value?: string;
  onChange?: (day: string) => void;
  /** The first and last day that may be chosen (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
}

const dayOf = (text: string | undefined): Dayjs | null => {
  if (!text) return null;
  const day = dayjs(text, DAY_FORMAT);
  return day.isValid() ? day : null;
};

/**
 * The console's one date input: the UI kit's picker, whose calendar, placeholder and buttons follow
 * the UI language (a browser's own date input follows the browser's: "mm/dd/yyyy" in a Chinese UI).
 * Its value is the day as text (`YYYY-MM-DD`), so forms and filters keep what they had.
 */
export function DateInput({ id, value, onChange, min, max, style, ...rest }: Props) {
  const first = dayOf(min);
  const last = dayOf(max);
  return (
    <DatePicker
      id={id}
      value={dayOf(value)}
      format={DAY_FORMAT}
      onChange={(day) => onChange?.(day ? day.format(DAY_FORMAT) : '')}
      disabledDate={(day) =>
        (first !== null && day.isBefore(first, 'day')) || (last !== null && day.isAfter(last, 'day'))
      }
      style={style}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
    />
  );
}
