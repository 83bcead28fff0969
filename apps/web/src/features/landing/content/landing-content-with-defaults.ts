import type { SiteSettings } from '@snsshop/shared/content';
import { landingDefaults } from '@snsshop/shared/landing';
import { mergeLandingContent, type LandingContent } from './landing-content';

/** Landing content from the LANDING_* settings, with the seed's content as the fallback. */
export function readLandingContent(settings: SiteSettings): LandingContent {
  return mergeLandingContent(settings, landingDefaults);
}
