import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import './plainInputs.css';
import './codeBoxes.css';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  invalid?: boolean;
  label: string;
  describedBy?: string;
  autoFocus?: boolean;
  testId?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A code of `length` digits in as many boxes (drawn like the kit's large OTP input): typing moves on to
 * the next box, Backspace back, a pasted code fills the boxes from the one it lands in.
 */
export function CodeBoxes({
  id,
  value,
  onChange,
  length = 6,
  invalid,
  label,
  describedBy,
  autoFocus,
  testId,
}: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  // the first box takes the focus when the step opens
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when shown
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, []);

  /** Writes what was typed or pasted at `index` (the first empty box at most); nothing typed deletes. */
  const put = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    const at = Math.min(index, value.length);
    const next = digits
      ? `${value.slice(0, at)}${digits}${value.slice(at + digits.length)}`.slice(0, length)
      : `${value.slice(0, index)}${value.slice(index + 1)}`;
    onChange(next);
    focus(digits ? at + digits.length : index);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      put(index - 1, '');
      focus(index - 1);
    }
    if (event.key === 'ArrowLeft') focus(index - 1);
    if (event.key === 'ArrowRight') focus(index + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="mc-code-boxes" data-testid={testId}>
      {Array.from({ length }, (_, index) => (
        <input
          // the boxes are fixed: their position is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          id={index === 0 ? id : undefined}
          className={invalid ? 'mc-input mc-code-box is-invalid' : 'mc-input mc-code-box'}
          value={value[index] ?? ''}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={index === 0 ? label : `${label} ${index + 1}/${length}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onFocus={(event) => event.target.select()}
          onChange={(event) =>
            put(index, event.target.value.replace(value[index] ?? '', '') || event.target.value)
          }
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
