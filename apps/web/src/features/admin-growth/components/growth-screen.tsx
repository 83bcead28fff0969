import { TabbedAdminPage } from '../../../components/admin/tabbed-admin-page';
import { adminScreens } from '../../../config/admin-screens';
import { BonusRuleManager } from './bonus-rule-manager';
import { TierManager } from './tier-manager';

const tabs = [
  { key: 'bonus', label: '충전 보너스', view: BonusRuleManager },
  { key: 'tiers', label: '회원 등급', view: TierManager },
] as const;

/** What brings members back: charge bonuses (충전 이벤트) and member tiers with their own prices. */
export function GrowthScreen() {
  return <TabbedAdminPage title={adminScreens.growth.label} desc="충전 보너스 이벤트와 회원 등급별 할인을 관리합니다. 모든 변경은 감사 기록에 남습니다." menuLabel="이벤트·등급 메뉴" tabs={tabs} />;
}
