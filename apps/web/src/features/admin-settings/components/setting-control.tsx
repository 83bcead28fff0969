import type { AdminSetting } from '@snsshop/shared/content';
import type { SettingValue } from '../api/update-settings';
import { Toggle } from '../../../components/admin/toggle';
import { AmountsEditor } from './amounts-editor';

const DEFAULT_COLOR = '#5b4cff';

interface SettingControlProps {
  setting: AdminSetting;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}

/** The right control for each kind of setting, always producing a value of that kind. */
export function SettingControl({ setting, value, onChange }: SettingControlProps) {
  const id = `setting-${setting.key}`;
  switch (setting.control) {
    case 'flag':
      return <Toggle label={setting.label} hideLabel checked={value === true} onChange={onChange} />;
    case 'amounts':
      return <AmountsEditor id={id} label={setting.label} value={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'color': {
      const text = typeof value === 'string' ? value : '';
      return (
        <div className="adm-color">
          <input type="color" aria-label={`${setting.label} 고르기`} value={/^#[0-9a-f]{6}$/i.test(text) ? text : DEFAULT_COLOR} onChange={(e) => onChange(e.target.value)} />
          <input id={id} className="input adm-mono" value={text} onChange={(e) => onChange(e.target.value)} placeholder="#RRGGBB" maxLength={7} />
        </div>
      );
    }
    case 'json':
      return (
        <textarea
          id={id}
          className="input adm-mono"
          rows={8}
          spellCheck={false}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'choice':
      return (
        <select id={id} className="input select" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          {(setting.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          id={id}
          className="input"
          type={setting.control === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          placeholder={setting.control === 'url' ? 'https://' : undefined}
          maxLength={500}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
