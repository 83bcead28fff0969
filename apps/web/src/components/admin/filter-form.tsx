import { useState, type ReactNode } from 'react';
import { Panel } from './admin-page';

interface FilterFormProps<K extends string> {
  /** The filters in the address; give the form `key={JSON.stringify(values)}` so it starts again when they change. */
  initial: Record<K, string>;
  onSearch: (values: Record<K, string>) => void;
  /** The fields, bound to the draft that 검색 sends. */
  children: (draft: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
  /** Offer 초기화, which empties every filter and searches again. */
  resettable?: boolean;
  /** A note under the form (e.g. which member's rows are shown). */
  hint?: ReactNode;
  /** Inside a panel of its own (a screen's list), or bare (a list that already sits in one). */
  inPanel?: boolean;
}

/** A list's search form: edits a draft of the address filters and sends it on 검색. */
export function FilterForm<K extends string>({ initial, onSearch, children, resettable, hint, inPanel = true }: FilterFormProps<K>) {
  const [draft, setDraft] = useState(initial);
  const set = (k: K, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const form = (
    <>
      <SearchForm
        onSearch={() => onSearch(draft)}
        buttons={
          resettable && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                const empty = Object.fromEntries(Object.keys(initial).map((k) => [k, ''])) as Record<K, string>;
                setDraft(empty);
                onSearch(empty);
              }}
            >
              초기화
            </button>
          )
        }
      >
        {children(draft, set)}
      </SearchForm>
      {hint && <p className="adm-hint">{hint}</p>}
    </>
  );
  return inPanel ? <Panel>{form}</Panel> : form;
}

/** A list's search form: its fields, then 검색 (and any other button of the form). */
export function SearchForm({ onSearch, buttons, children }: { onSearch: () => void; buttons?: ReactNode; children: ReactNode }) {
  return (
    <form
      className="adm-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <div className="adm-filters__buttons">
        <button type="submit" className="btn btn--primary">
          검색
        </button>
        {buttons}
      </div>
    </form>
  );
}
