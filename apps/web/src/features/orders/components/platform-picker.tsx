import type { Platform } from '@snsshop/shared/catalog';
import { readableTextOn } from '../../../lib/color';
import { PlatformIcon } from './platform-icon';

interface PlatformPickerProps {
  platforms: readonly Platform[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** Four-column grid of platform tiles (four also on phones, just smaller). */
export function PlatformPicker({ platforms, selectedId, onSelect }: PlatformPickerProps) {
  return (
    <ul className="platform-grid" aria-label="플랫폼 목록">
      {platforms.map((p) => (
        <li key={p.id}>
          <button type="button" className="platform-tile" aria-pressed={p.id === selectedId} onClick={() => onSelect(p.id)}>
            <span className="platform-tile__icon" style={{ background: p.background, color: readableTextOn(p.background) }}>
              <PlatformIcon id={p.id} />
            </span>
            <span className="platform-tile__name">{p.text}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
