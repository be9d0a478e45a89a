import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';

const ColorPickerControl = lazy(() => import('./ColorPickerControl'));

/** The colour picker loads as its own chunk after the shell's first paint. */
export function ColorControl() {
  return (
    <Suspense fallback={<Button type="text" icon={<BgColorsOutlined />} disabled />}>
      <ColorPickerControl />
    </Suspense>
  );
}
