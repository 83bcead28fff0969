import type { Platform } from '@snsshop/shared/catalog';
import { useRef } from 'react';
import { readableTextOn } from '../../../lib/color';
import { PlatformIcon } from './platform-icon';
import { useFitNames } from './use-fit-names';

interface PlatformPickerProps {
  platforms: readonly Platform[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** Four-column grid of platform tiles at every width from 320 px (docs/storefront-rules.md §2); names wrap only between words. */
export function PlatformPicker({ platforms, selectedId, onSelect }: PlatformPickerProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  useFitNames(gridRef, '.platform-tile__name', platforms.map((p) => p.text).join('\n'));
  return (
    <ul ref={gridRef} className="platform-grid" aria-label="플랫폼 목록">
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
