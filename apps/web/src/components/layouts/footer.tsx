import type { SettingKey } from '@snsshop/shared/content';
import { paths } from '../../config/paths';
import { useSettings } from '../../lib/get-settings';
import { Logo } from './logo';

const infoRows: ReadonlyArray<readonly [SettingKey, string]> = [
  ['FOOTER_COMPANY', '상호'],
  ['FOOTER_CEO', '대표'],
  ['FOOTER_CORPORATION_MARKET_NUMBER', '통신판매업신고번호'],
  ['FOOTER_CEO_PHONE_NUMBER', '연락처'],
  ['FOOTER_ADDRESS', '주소'],
  ['FOOTER_CORPORATION_NUMBER', '사업자등록번호'],
  ['FOOTER_EMAIL', '이메일'],
];

export function Footer() {
  const settings = useSettings();
  const rows = infoRows.map(([key, label]) => [label, settings.text(key)] as const).filter(([, value]) => value !== '');
  const company = settings.text('FOOTER_COMPANY');

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__top">
          <Logo />
          <nav aria-label="약관 및 정책" className="footer__links">
            <a href={paths.termsService.path} target="_blank" rel="noopener noreferrer">
              {paths.termsService.label}
            </a>
            <a href={paths.termsPrivacy.path} target="_blank" rel="noopener noreferrer">
              <strong>{paths.termsPrivacy.label}</strong>
            </a>
          </nav>
        </div>
        {rows.length > 0 && (
          <dl className="footer__info">
            {rows.map(([label, value]) => (
              <div key={label} className="footer__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="footer__copy">
          © {new Date().getFullYear()} {company || 'SNS샵'}. 모든 권리 보유.
        </p>
      </div>
    </footer>
  );
}
