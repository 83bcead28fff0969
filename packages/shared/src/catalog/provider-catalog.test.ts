import { describe, expect, it } from 'vitest';
import { isKnownProviderServiceType, normaliseProviderServiceType, providerServiceTypeLabel, providerServiceTypes } from './provider-catalog.js';

describe('a provider\'s service type word', () => {
  it('is matched in any case, with spaces, underscores or hyphens', () => {
    expect(normaliseProviderServiceType('custom_comments')).toBe('Custom Comments');
    expect(normaliseProviderServiceType('  CUSTOM   COMMENTS ')).toBe('Custom Comments');
    expect(normaliseProviderServiceType('custom-comments-package')).toBe('Custom Comments Package');
    expect(normaliseProviderServiceType('subscriptions')).toBe('Subscriptions');
    expect(normaliseProviderServiceType('seo')).toBe('SEO');
    for (const t of providerServiceTypes) expect(normaliseProviderServiceType(t.toLowerCase().replace(/ /g, '_'))).toBe(t);
  });

  it('is Default when missing or blank, and kept as it came when no panel documents it', () => {
    expect(normaliseProviderServiceType(undefined)).toBe('Default');
    expect(normaliseProviderServiceType('')).toBe('Default');
    expect(normaliseProviderServiceType(3)).toBe('Default');
    expect(normaliseProviderServiceType(' Story Reactions ')).toBe('Story Reactions');
    expect(isKnownProviderServiceType('Story Reactions')).toBe(false);
    expect(isKnownProviderServiceType('Poll')).toBe(true);
  });

  it('is named in Korean in the console, an unknown one as such', () => {
    expect(providerServiceTypeLabel('Custom Comments')).toBe('커스텀 댓글');
    expect(providerServiceTypeLabel('Subscriptions')).toBe('자동 좋아요 구독');
    expect(providerServiceTypeLabel('Story Reactions')).toBe('알 수 없는 유형 (Story Reactions)');
    for (const t of providerServiceTypes) expect(providerServiceTypeLabel(t)).toMatch(/[가-힣]/);
  });
});
