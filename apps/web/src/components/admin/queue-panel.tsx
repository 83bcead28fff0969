import type { ReactNode } from 'react';
import { Chips, type ChipOption } from '../ui/chips';
import { Panel } from './admin-page';
import { ListView, type ListViewProps } from './list-view';

interface QueuePanelProps<V extends string, T> extends ListViewProps<T> {
  title?: string;
  /** The queue's views (처리할 것, 끝난 것 …) as chips, with the group's name. */
  views: readonly ChipOption<V>[];
  view: V;
  onView: (view: V) => void;
  viewsLabel: string;
  /** A search form under the chips. */
  search?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/** A console queue: views as chips, the rows of the chosen one with their count, and the actions each row offers. */
export function QueuePanel<V extends string, T>({ title, views, view, onView, viewsLabel, search, children, ...list }: QueuePanelProps<V, T>) {
  return (
    <Panel title={title}>
      <Chips options={views} value={view} onChange={onView} label={viewsLabel} />
      {search}
      <ListView {...list} />
      {children}
    </Panel>
  );
}
