import { Alert } from 'antd';

/** A form's message that belongs to no field (nothing when there is none). */
export function FormAlert({
  text,
  testId,
  place = 'above',
}: {
  text: string | undefined;
  testId?: string;
  /** `above` the form's buttons (a gap below it), or `below` the form (a gap above it). */
  place?: 'above' | 'below';
}) {
  if (!text) return null;
  const style = place === 'above' ? { marginBottom: 16 } : { marginTop: 16 };
  return <Alert type="error" showIcon title={text} style={style} data-testid={testId} />;
}
