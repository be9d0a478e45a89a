/**
 * The UI kit's style rules for what the shell and the overview draw, rendered once at build time
 * (`antdStylesPlugin.ts` runs this file and takes what it prints). The kit otherwise builds each
 * component's rules in the browser on first use and writes them into the page one `<style>` at a time:
 * on /index about 300 KB of rules in some 50 elements, a third of the main thread's longest task on a phone.
 *
 * The rules name CSS variables, never the theme's values, so one file serves every theme and size of the
 * shell (SHELL-22..24); the variables themselves stay in the browser, per theme. The file ends with the
 * kit's map of what it holds (`.data-ant-cssinjs-cache-path`): the kit reads it before its first style
 * and skips building and writing the rules the file has. A component not drawn here is built in the
 * browser as before, when a page first uses it.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Layout,
  Menu,
  Popover,
  Row,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../src/app/theme';

/** One of each component the shell (header, aside, tabs, phone menu) and the overview draw. */
function FirstScreen() {
  return (
    <ConfigProvider theme={appTheme}>
      <Layout>
        <Layout.Sider />
        <Layout.Header />
        <Layout.Content />
      </Layout>
      <Menu items={[{ key: 'item', label: 'item', children: [{ key: 'child', label: 'child' }] }]} />
      <Drawer open={false} />
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Tooltip title="tip">
        <span />
      </Tooltip>
      <Popover content="content">
        <span />
      </Popover>
      <Button>button</Button>
      <Typography.Title>title</Typography.Title>
      <Typography.Text>text</Typography.Text>
      <Badge count={1} />
      <Avatar />
      <Switch />
      <Tag>tag</Tag>
      <Tag color="success">status</Tag>
      <Space />
      <Card>card</Card>
      <Skeleton />
      <Spin />
      <Row>
        <Col span={24} />
      </Row>
      <Descriptions items={[{ key: 'item', label: 'label', children: 'value' }]} />
      <Empty />
    </ConfigProvider>
  );
}

/** The rules of `FirstScreen` as one style sheet, with the kit's map of what it holds. */
export function firstScreenStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <FirstScreen />
    </StyleProvider>,
  );
  return extractStyle(cache, { types: ['style'], plain: true });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  process.stdout.write(firstScreenStyles());
}
