import { settingKinds, type PublicSettingKey, type Setting } from '@snsshop/shared/content';

type Kinds = typeof settingKinds;
type ValueOf<K extends PublicSettingKey> = Kinds[K] extends 'flag' ? boolean : Kinds[K] extends 'amounts' ? number[] : string;

/** One shop setting's value by its kind: text and JSON text are strings, a flag a boolean, amounts a list of won. */
export type ShopSettingValues = { [K in PublicSettingKey]: ValueOf<K> };

const empty: Record<Kinds[PublicSettingKey], string | boolean | number[]> = { text: '', json: '', flag: false, amounts: [] };

/**
 * The shop's public settings answer (GET /rest/service/settings) of a shop that has set nothing — every
 * public key, texts empty, switches off, no charge amounts — with `over` set on top. A key the settings
 * list does not have, or a value of the wrong kind, fails typecheck.
 */
export function shopSettings(over: Partial<ShopSettingValues> = {}): Setting[] {
  return (Object.keys(settingKinds) as PublicSettingKey[]).map((key) => ({ key, value: over[key] ?? empty[settingKinds[key]] }));
}
