import { useId } from 'react';
import { useRegisterWhere } from '../api/get-register-where';

/** Sign-up route dropdown: an empty first option, then the shop's list (the option text is sent). */
export function RegisterWhereSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const options = useRegisterWhere();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        가입 경로
      </label>
      <select id={id} name="registerWhere" className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">선택해주세요</option>
        {options.data?.map((w) => (
          <option key={w.id} value={w.text}>
            {w.text}
          </option>
        ))}
      </select>
    </div>
  );
}
