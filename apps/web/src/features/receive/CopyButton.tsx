import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text; the Clipboard API needs a secure context, so plain-HTTP hosts use a hidden textarea. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

interface Props extends Omit<ButtonProps, 'onClick'> {
  text: string;
  label: string;
}

/** A button that copies `text` and says "copied" for 2 s. */
export function CopyButton({ text, label, ...button }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      {...button}
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      data-copied={copied}
      onClick={() => void copyText(text).then(() => setCopied(true))}
    >
      {copied ? t('common.copied') : label}
    </Button>
  );
}
