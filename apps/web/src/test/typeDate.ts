import { fireEvent } from '@testing-library/react';

/** Types a day into the console's date input (`components/DateInput`) and confirms it, as a person does. */
export function typeDate(input: HTMLElement, day: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
