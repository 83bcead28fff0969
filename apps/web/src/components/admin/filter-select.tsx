import { FieldFrame } from '../ui/field';

/** A choice as [value in the address, Korean label]. */
export type FilterChoice = readonly [value: string, label: string];

interface AllSelectProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly FilterChoice[];
}

/** A filter's select: 전체 (the empty value: every row), then each choice. */
export function AllSelect({ id, value, onChange, choices }: AllSelectProps) {
  return (
    <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">전체</option>
      {choices.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** A labelled 전체 select in a filter form. */
export function FilterSelect({ label, className, ...select }: Omit<AllSelectProps, 'id'> & { label: string; className?: string }) {
  return <FieldFrame label={label} className={className}>{({ id }) => <AllSelect id={id} {...select} />}</FieldFrame>;
}
