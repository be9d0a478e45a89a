import type { KeyboardEvent } from 'react';

/** Enter or Space on a focused element that acts as a button does what a click does. */
export function clickOnKey(e: KeyboardEvent<HTMLElement>) {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.currentTarget.click();
  }
}
