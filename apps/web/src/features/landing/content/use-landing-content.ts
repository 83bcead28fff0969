import type { SiteSettings } from '@snsshop/shared/content';
import { useEffect, useMemo, useState } from 'react';
import { useSettings, useSettingsQuery } from '../../../lib/get-settings';
import { mergeLandingContent, type LandingContent } from './landing-content';

type ReadWithDefaults = (settings: SiteSettings) => LandingContent;

/** Loaded once per visit, only when some LANDING_* setting is missing or unreadable. */
let withDefaults: ReadWithDefaults | null = null;

/** The landing content once the settings answered (or failed: then the defaults), else null. */
export function useLandingContent(): LandingContent | null {
  const { isPending } = useSettingsQuery();
  const settings = useSettings();
  const [read, setRead] = useState(() => withDefaults);
  const own = useMemo(() => mergeLandingContent(settings, null), [settings]);
  const needDefaults = !isPending && own === null && read === null;

  useEffect(() => {
    if (!needDefaults) return;
    let live = true;
    void import('./landing-content-with-defaults').then((m) => {
      withDefaults = m.readLandingContent;
      if (live) setRead(() => m.readLandingContent);
    });
    return () => {
      live = false;
    };
  }, [needDefaults]);

  const content = useMemo(() => own ?? (read ? read(settings) : null), [own, read, settings]);
  return isPending ? null : content;
}
