import { MIN_AUTO_INTERVAL_MINUTES } from '@snsshop/shared/orders';
import { useId } from 'react';

interface AutoOrderOptionsProps {
  enabled: boolean;
  runs: string;
  interval: string;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onRuns: (value: string) => void;
  onInterval: (value: string) => void;
}

/** Step 5: repeat the same order `runs` times, every `interval` minutes. */
export function AutoOrderOptions({ enabled, runs, interval, disabled, onToggle, onRuns, onInterval }: AutoOrderOptionsProps) {
  const id = useId();
  return (
    <div className="auto-options">
      <label className="switch">
        <input type="checkbox" role="switch" checked={enabled} disabled={disabled} onChange={(e) => onToggle(e.target.checked)} />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">자동주문 사용</span>
      </label>
      <p className="auto-options__help">같은 링크로 정해진 간격마다 같은 수량을 반복해서 주문합니다. 포인트는 회차마다 차감됩니다.</p>
      {enabled && (
        <div className="auto-options__fields">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-runs`}>
              자동주문 횟수
            </label>
            <div className="input-unit">
              <input
                id={`${id}-runs`}
                className="input"
                type="number"
                inputMode="numeric"
                min={2}
                step={1}
                value={runs}
                disabled={disabled}
                onChange={(e) => onRuns(e.target.value)}
              />
              <span className="input-unit__suffix">회</span>
            </div>
            <p className="field__hint">2회 이상</p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-interval`}>
              자동주문 간격
            </label>
            <div className="input-unit">
              <input
                id={`${id}-interval`}
                className="input"
                type="number"
                inputMode="numeric"
                min={MIN_AUTO_INTERVAL_MINUTES}
                step={1}
                value={interval}
                disabled={disabled}
                onChange={(e) => onInterval(e.target.value)}
              />
              <span className="input-unit__suffix">분</span>
            </div>
            <p className="field__hint">{MIN_AUTO_INTERVAL_MINUTES}분 이상</p>
          </div>
        </div>
      )}
    </div>
  );
}
