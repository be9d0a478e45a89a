import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';

interface Props {
  testId: string;
  onSet(key: string, value: string): void;
  onGet(key: string): void;
  onRemove(key: string): void;
}

/** Key and value inputs with set / get / remove buttons (the cookie and db demos). */
export function KeyValueForm({ testId, onSet, onGet, onRemove }: Props) {
  const { t } = useTranslation();
  const [key, setKey] = useState('demo');
  const [value, setValue] = useState('hello');
  return (
    <Space wrap>
      <Input
        addonBefore={t('demo.kv.key')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        data-testid={`${testId}-key`}
      />
      <Input
        addonBefore={t('demo.kv.value')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        data-testid={`${testId}-value`}
      />
      <Button type="primary" onClick={() => onSet(key, value)} data-testid={`${testId}-set`}>
        {t('demo.kv.set')}
      </Button>
      <Button onClick={() => onGet(key)} data-testid={`${testId}-get`}>
        {t('demo.kv.get')}
      </Button>
      <Button danger onClick={() => onRemove(key)} data-testid={`${testId}-remove`}>
        {t('demo.kv.remove')}
      </Button>
    </Space>
  );
}
