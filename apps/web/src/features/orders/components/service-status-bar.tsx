import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '../../../config/constants';
import { useSettings } from '../../../lib/get-settings';

const pad = (n: number) => String(n).padStart(2, '0');

function formatClock(d: Date): string {
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "[서비스 정상 운영 중] 확인 시각: …" with a clock that ticks every second. */
export function ServiceStatusBar() {
  const checking = useSettings().flag('ENABLE_SERVICE_CHECK');
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className={`status-bar${checking ? ' status-bar--check' : ''}`}>
      <span className="status-bar__dot" aria-hidden="true" />
      <strong>{checking ? '[서비스 점검 중]' : '[서비스 정상 운영 중]'}</strong>
      <span className="status-bar__time">
        확인 시각: <time dateTime={now.toISOString()}>{formatClock(now)}</time>
      </span>
    </div>
  );
}
