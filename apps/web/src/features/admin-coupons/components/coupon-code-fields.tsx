import { Field } from '../../../components/ui/field';

/** One shared code (typed or made up), or a batch of single-use codes; and how often a coupon may be used. */
export function CouponCodeFields({ codes, onCodes }: { codes: 'shared' | 'single'; onCodes: (codes: 'shared' | 'single') => void }) {
  return (
    <>
      <fieldset className="adm-form__checks">
        <legend className="field__label">코드</legend>
        <label>
          <input type="radio" name="codes" checked={codes === 'shared'} onChange={() => onCodes('shared')} /> 공용 코드
        </label>
        <label>
          <input type="radio" name="codes" checked={codes === 'single'} onChange={() => onCodes('single')} /> 1회용 코드 묶음 (CSV로 받기)
        </label>
      </fieldset>
      <div className="adm-form__row">
        {codes === 'shared' ? (
          <Field label="쿠폰 코드" name="code" optional maxLength={40} placeholder="비우면 자동 생성" hint="영문·숫자·- (대소문자 구분 없음)" />
        ) : (
          <Field label="코드 수" name="singleUseCodes" type="number" min={1} max={5000} defaultValue={100} inputMode="numeric" />
        )}
        <Field label="전체 사용 한도" name="totalLimit" type="number" min={1} optional inputMode="numeric" />
        <Field label="회원당 사용 횟수" name="perMemberLimit" type="number" min={1} defaultValue={1} inputMode="numeric" />
        <Field label="만료 일시" name="expiresAt" type="datetime-local" optional />
      </div>
    </>
  );
}
