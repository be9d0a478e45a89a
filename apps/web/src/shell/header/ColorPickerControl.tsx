import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { DEFAULT_COLOR, usePreferences } from '../preferences';
import './colorPicker.css';

/** SHELL-24: presets offered by the colour picker (the default first). */
export const COLOR_PRESETS = [
  DEFAULT_COLOR,
  '#1677FF',
  '#722ED1',
  '#EB2F96',
  '#F5222D',
  '#FA8C16',
  '#13C2C2',
  '#52C41A',
  '#2F54EB',
  '#303133',
];

function ColorPanel() {
  const { t } = useTranslation();
  const color = usePreferences((s) => s.color);
  const setColor = usePreferences((s) => s.setColor);
  return (
    <div className="mc-color-panel" data-testid="color-panel">
      <div className="mc-color-swatches">
        {COLOR_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="mc-color-swatch"
            style={{ background: preset }}
            aria-label={preset}
            aria-pressed={preset === color}
            data-testid={`color-${preset}`}
            onClick={() => setColor(preset)}
          >
            {preset === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      <label className="mc-color-custom">
        <span>{t('header.customColor')}</span>
        <input
          type="color"
          value={color.toLowerCase()}
          onChange={(event) => setColor(event.target.value.toUpperCase())}
          data-testid="color-input"
        />
        <code>{color}</code>
      </label>
    </div>
  );
}

/** SHELL-24: primary colour picker with presets; saved per user, applied to the UI kit's primary token. */
export default function ColorPickerControl() {
  const { t } = useTranslation();
  const color = usePreferences((s) => s.color);
  return (
    <Popover trigger="click" placement="bottomRight" title={t('header.color')} content={<ColorPanel />}>
      <Tooltip title={t('header.color')}>
        <Button
          type="text"
          aria-label={t('header.color')}
          data-testid="color-control"
          icon={<BgColorsOutlined style={{ color }} />}
        />
      </Tooltip>
    </Popover>
  );
}
