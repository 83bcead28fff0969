interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Keep the label for screen readers only (e.g. inside a table row). */
  hideLabel?: boolean;
}

/** An on/off switch (a checkbox with the switch role). */
export function Toggle({ label, checked, onChange, disabled, hideLabel }: ToggleProps) {
  return (
    <label className="adm-switch">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className="adm-switch__track" aria-hidden="true" />
      <span className={hideLabel ? 'sr-only' : 'adm-switch__label'}>{label}</span>
    </label>
  );
}
