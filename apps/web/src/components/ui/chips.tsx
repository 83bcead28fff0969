export interface ChipOption<T> {
  value: T;
  label: string;
}

interface ChipsProps<T> {
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the group, e.g. "주문 상태 필터". */
  label?: string;
}

/** A single-choice row of pill buttons (filters such as 전체 / 진행중 / 완료). */
export function Chips<T extends string | number>({ options, value, onChange, label }: ChipsProps<T>) {
  return (
    <ul className="chips" aria-label={label}>
      {options.map((o) => (
        <li key={String(o.value)}>
          <button type="button" className="chip" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
            {o.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
