import './plainChoices.css';

interface Choice<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** The group's name, and the id of its Field (labelled by `${name}-label`). */
  name: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  testId?: string;
}

/**
 * One of a few choices as a row of buttons (drawn like the kit's solid radio buttons), made of real
 * radio inputs: arrow keys move the choice, the group is named by its Field's label.
 */
export function PlainChoices<V extends string>({ name, value, choices, onChange, testId }: Props<V>) {
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className="mc-choices" data-testid={testId}>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.value === value ? 'mc-choice is-checked' : 'mc-choice'}>
          <input
            type="radio"
            className="mc-choice-input"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
