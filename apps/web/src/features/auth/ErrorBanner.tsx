import { CloseCircleFilled } from '@ant-design/icons';

/** A failed login attempt's message under the form (light: no UI kit component on /login's first load). */
export function ErrorBanner({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="mc-error-banner" role="alert" data-testid={testId}>
      <CloseCircleFilled className="mc-error-banner-icon" aria-hidden />
      <span>{text}</span>
    </div>
  );
}
