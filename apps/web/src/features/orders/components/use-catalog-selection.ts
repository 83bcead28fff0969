import type { Category, Platform, Service } from '@snsshop/shared/catalog';
import { useState } from 'react';

interface Catalog {
  platforms: readonly Platform[];
  categories: readonly Category[];
  services: readonly Service[];
}

/**
 * Platform → category → product, each defaulting to the first available one (docs/storefront-rules.md §4).
 * Choices are derived, so a stale pick (e.g. a category of another platform) falls back to the first.
 */
export function useCatalogSelection({ platforms, categories, services }: Catalog, preferred?: number) {
  const [chosen, setPicked] = useState<{ platform?: number; category?: number; service?: number }>({});
  // 다시 주문: the product asked for (with its category and platform) until the member picks another
  const wanted = chosen.platform === undefined && chosen.service === undefined ? services.find((s) => s.id === preferred) : undefined;
  const wantedCategory = wanted && categories.find((c) => c.id === wanted.categoryId);
  const picked = wanted && wantedCategory ? { platform: wantedCategory.platform, category: wantedCategory.id, service: wanted.id } : chosen;

  const visible = platforms.filter((p) => p.visible);
  const platform = visible.find((p) => p.id === picked.platform) ?? visible[0];
  const platformCategories = categories.filter((c) => c.platform === platform?.id);
  const category = platformCategories.find((c) => c.id === picked.category) ?? platformCategories[0];
  const categoryServices = services.filter((s) => s.categoryId === category?.id);
  const service = categoryServices.find((s) => s.id === picked.service) ?? categoryServices[0];

  return {
    platforms: visible,
    platform,
    categories: platformCategories,
    category,
    services: categoryServices,
    service,
    selectPlatform: (id: number) => setPicked({ platform: id }),
    selectCategory: (id: number) => setPicked({ platform: picked.platform, category: id }),
    selectService: (id: number) => setPicked({ ...picked, service: id }),
  };
}
