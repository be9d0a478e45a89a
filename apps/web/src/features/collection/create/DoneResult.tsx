import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/useTranslation';
import { collectionPaths } from '../paths';

interface Props {
  title: string;
  subTitle: string;
  /** The result's test id; its buttons are `<testId>-list` and `<testId>-again`. */
  testId: string;
  againLabel: string;
  onAgain: () => void;
  children?: ReactNode;
  data?: Record<`data-${string}`, string | number>;
}

/** What a creation did, with the two next steps: the list of accounts, or create again. */
export function DoneResult(p: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={p.title}
      subTitle={p.subTitle}
      data-testid={p.testId}
      {...p.data}
      extra={[
        <Button
          key="list"
          type="primary"
          onClick={() => navigate(collectionPaths.list)}
          data-testid={`${p.testId}-list`}
        >
          {t('collection.import.toList')}
        </Button>,
        <Button key="again" onClick={p.onAgain} data-testid={`${p.testId}-again`}>
          {p.againLabel}
        </Button>,
      ]}
    >
      {p.children}
    </Result>
  );
}
