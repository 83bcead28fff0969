import type { ElementType } from 'react';

/** One component that draws any of a chunk's lazily loaded screens by name (auth-screens, member-screens). */
export function screenList<K extends string>(screens: Record<K, ElementType>) {
  return function Screen({ name }: { name: K }) {
    const Chosen: ElementType = screens[name];
    return <Chosen />;
  };
}
