import { useMemo } from 'react';
import { useSettings, useSettingsQuery } from '../../../lib/get-settings';
import { readLandingContent, type LandingContent } from './landing-content';

/** The landing content once the settings answered (or failed: then the defaults), else null. */
export function useLandingContent(): LandingContent | null {
  const { isPending } = useSettingsQuery();
  const settings = useSettings();
  const content = useMemo(() => readLandingContent(settings), [settings]);
  return isPending ? null : content;
}
