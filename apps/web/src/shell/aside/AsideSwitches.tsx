import { Switch } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { usePreferences } from '../preferences';

interface RowProps {
  id: string;
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}

function SwitchRow({ id, label, checked, onChange }: RowProps) {
  return (
    <div className="mc-aside-switch">
      <span id={`mc-${id}`}>{label}</span>
      <Switch
        size="small"
        checked={checked}
        onChange={onChange}
        aria-labelledby={`mc-${id}`}
        data-testid={id}
      />
    </div>
  );
}

/** SHELL-2: the "transition on/off" switches (menu and page animation), saved per user. */
export function AsideSwitches() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <div className="mc-aside-switches">
      <SwitchRow
        id="aside-transition"
        label={t('shell.asideTransition')}
        checked={prefs.asideTransition}
        onChange={prefs.setAsideTransition}
      />
      <SwitchRow
        id="page-transition"
        label={t('shell.pageTransition')}
        checked={prefs.transitionActive}
        onChange={prefs.setTransitionActive}
      />
    </div>
  );
}
