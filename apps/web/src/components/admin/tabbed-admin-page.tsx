import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from './admin-page';

export interface AdminTab {
  key: string;
  label: string;
  view: ComponentType;
}

/** An admin screen made of tabs; the open tab is kept in `?tab=` so links and the back button work. */
export function TabbedAdminPage({ title, desc, menuLabel, tabs }: { title: string; desc: string; menuLabel: string; tabs: readonly [AdminTab, ...AdminTab[]] }) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  const View = current.view;
  return (
    <AdminPage title={title} desc={desc}>
      <div className="adm-tabs" role="tablist" aria-label={menuLabel}>
        {tabs.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={t.key === current.key} onClick={() => setParams({ tab: t.key })}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <View />
      </div>
    </AdminPage>
  );
}
