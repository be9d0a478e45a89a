import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { useCopy } from './copyText';

interface Props extends Omit<ButtonProps, 'onClick'> {
  text: string;
  label: string;
}

/** A button that copies `text` and says "copied" for 2 s. */
export function CopyButton({ text, label, ...button }: Props) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(text);
  return (
    <Button
      {...button}
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      data-copied={copied}
      onClick={copy}
    >
      {copied ? t('common.copied') : label}
    </Button>
  );
}
