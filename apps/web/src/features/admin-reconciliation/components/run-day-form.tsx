import { useState } from 'react';

const yesterday = () => new Date(Date.now() + 9 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/** Any day checked on request (a day the sweep missed while the shop was down, or one put right since). */
export function RunDayForm({ pending, onRun }: { pending: boolean; onRun: (day: string) => void }) {
  const [day, setDay] = useState(yesterday());
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="adm-inline reconcile-run"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError('날짜를 골라주세요.');
        setError(null);
        onRun(day);
      }}
    >
      <label className="reconcile-run__label">
        <span>맞춰 볼 날</span>
        <input className="input" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      <button type="submit" className="btn btn--primary btn--sm" disabled={pending}>
        이 날 맞춰 보기
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
