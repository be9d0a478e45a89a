import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useToast } from '../../lib/notify';
import { useTranslation } from '../../lib/useTranslation';

/**
 * A secret right after it was made or rotated (an API key's, a webhook endpoint's): a warning that it
 * is shown this once, what it is, a copy button, and "I have saved it" (the only way to close it).
 * Texts are message keys.
 */
export function SecretOnceModal(p: {
  open: boolean;
  secret: string;
  testIds: { modal: string; copy: string; done: string };
  texts: { title: string; warning: string; copy: string; copied: string; copyFailed: string; done: string };
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(p.secret).then(
      () => toast.success(t(p.texts.copied)),
      () => toast.error(t(p.texts.copyFailed)),
    );

  return (
    <Modal
      open={p.open}
      title={t(p.texts.title)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()} data-testid={p.testIds.copy}>
          {t(p.texts.copy)}
        </Button>,
        <Button key="done" type="primary" onClick={p.onClose} data-testid={p.testIds.done}>
          {t(p.texts.done)}
        </Button>,
      ]}
    >
      <div data-testid={p.testIds.modal}>
        <Alert type="warning" showIcon title={t(p.texts.warning)} style={{ marginBottom: 16 }} />
        {p.children}
      </div>
    </Modal>
  );
}
