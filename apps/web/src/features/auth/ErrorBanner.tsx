import { PlainIcon } from '../../components/PlainIcon';
import { closeCircleIcon } from '../../components/plainIconShapes';

/** A failed attempt's message under the sign-in form (plain: no UI kit component on these pages). */
export function ErrorBanner({ text, testId }: { text: string | undefined; testId?: string }) {
  if (!text) return null;
  return (
    <div className="mc-error-banner" role="alert" data-testid={testId}>
      <PlainIcon shape={closeCircleIcon} className="mc-error-banner-icon" />
      <span>{text}</span>
    </div>
  );
}
