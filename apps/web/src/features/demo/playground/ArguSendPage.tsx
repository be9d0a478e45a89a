import { Button, Form, Input } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';
import { useRouterNav } from '../../../shell/navigation';

interface Values {
  username: string;
  userid: string;
}

/** Sends a path parameter (username) and a query (userid) to the "get" page. */
export default function ArguSendPage() {
  const { t } = useTranslation();
  const nav = useRouterNav();
  return (
    <PageContainer title={t('route.demo.arguSend')} header={t('demo.argu.sendHint')}>
      <Form<Values>
        layout="vertical"
        style={{ maxWidth: 420 }}
        initialValues={{ username: 'alice', userid: '1001' }}
        onFinish={(values) =>
          nav.push(
            `/demo/playground/page-argu/get/${encodeURIComponent(values.username)}?userid=${encodeURIComponent(values.userid)}`,
          )
        }
      >
        <Form.Item name="username" label={t('demo.argu.username')} rules={[{ required: true }]}>
          <Input data-testid="argu-username" />
        </Form.Item>
        <Form.Item name="userid" label={t('demo.argu.userid')} rules={[{ required: true }]}>
          <Input data-testid="argu-userid" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="argu-send">
          {t('demo.argu.send')}
        </Button>
      </Form>
    </PageContainer>
  );
}
