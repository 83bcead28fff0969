import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { readableTextOn } from '../../../lib/color';
import { BrowserArt } from './browser-art';
import { PhoneArt } from './phone-art';
import { platformGuides, type PlatformGuide } from './platform-guides';
import './guide.css';

const rules = [
  { title: '전체 공개로 두세요', text: '비공개 계정·게시물은 작업할 수 없습니다. 주문이 끝날 때까지 공개 상태를 유지해주세요.' },
  { title: '주소 전체를 넣으세요', text: 'https://부터 끝까지 복사한 주소를 그대로 붙여넣으세요. 아이디만 적으면 안 됩니다.' },
  { title: '상품에 맞는 링크인지 확인하세요', text: '팔로워·구독자는 프로필(채널) 링크, 좋아요·조회수는 게시물(영상) 링크가 필요합니다.' },
];

/** /guide: how to copy the right link on each platform, on a computer and on a phone. */
export function GuidePage() {
  const [params, setParams] = useSearchParams();
  const selected = platformGuides.find((g) => g.slug === params.get('platform')) ?? platformGuides[0]!;
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (guide: PlatformGuide, focus = false) => {
    setParams({ platform: guide.slug }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(guide.slug)?.focus();
  };

  // Tabs pattern: arrows, Home and End move between platforms.
  const onKeyDown = (e: KeyboardEvent) => {
    const i = platformGuides.indexOf(selected);
    const n = platformGuides.length;
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(platformGuides[(to + n) % n]!, true);
  };

  return (
    <div className="page guide">
      <header className="page-head">
        <h1 className="page-head__title">링크 입력 가이드</h1>
        <p className="page-head__desc">주문할 때 넣는 링크를 플랫폼별로 PC와 휴대폰에서 복사하는 방법입니다.</p>
      </header>

      <section className="guide-rules" aria-labelledby={`${baseId}-rules`}>
        <h2 id={`${baseId}-rules`} className="sr-only">
          링크를 넣기 전에 확인하세요
        </h2>
        <ol className="guide-rules__list">
          {rules.map((r, i) => (
            <li key={r.title} className="guide-rule">
              <span className="guide-rule__no" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="guide-rule__title">{r.title}</h3>
                <p className="guide-rule__text">{r.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="guide-tabs" role="tablist" aria-label="플랫폼 선택" onKeyDown={onKeyDown}>
        {platformGuides.map((g) => {
          const active = g === selected;
          return (
            <button
              key={g.slug}
              ref={(el) => {
                if (el) tabRefs.current.set(g.slug, el);
                else tabRefs.current.delete(g.slug);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${g.slug}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              className="guide-tab"
              style={active ? { background: g.color, borderColor: g.color, color: readableTextOn(g.color) } : undefined}
              onClick={() => select(g)}
            >
              <span className="guide-tab__dot" style={{ background: g.color }} aria-hidden="true" />
              {g.name}
            </button>
          );
        })}
      </div>

      <section id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${selected.slug}`} className="guide-panel">
        <PlatformSection guide={selected} />
      </section>
    </div>
  );
}

function PlatformSection({ guide }: { guide: PlatformGuide }) {
  return (
    <>
      <h2 className="guide-panel__title">{guide.name} 링크 복사 방법</h2>

      <div className="card guide-links">
        <h3 className="guide-card__title">어떤 링크가 필요한가요?</h3>
        <table className="guide-table">
          <thead>
            <tr>
              <th scope="col">링크 종류</th>
              <th scope="col">주소 모양</th>
              <th scope="col">이런 상품에 넣어요</th>
            </tr>
          </thead>
          <tbody>
            {guide.links.map((l) => (
              <tr key={l.label}>
                <th scope="row">{l.label}</th>
                <td data-label="주소 모양">
                  <code className="guide-url">{l.example}</code>
                </td>
                <td data-label="이런 상품에 넣어요">{l.usedFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="guide-ways">
        <article className="card guide-way">
          <h3 className="guide-card__title">
            <span className="guide-way__badge">PC</span> 컴퓨터에서 복사하기
          </h3>
          <figure className="guide-way__art">
            <BrowserArt url={guide.desktop.url} page={guide.desktop.page} color={guide.color} />
            <figcaption className="sr-only">주소창의 주소를 선택해 복사하는 모습</figcaption>
          </figure>
          <ol className="guide-steps">
            {guide.desktop.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </article>
        <article className="card guide-way guide-way--mobile">
          <h3 className="guide-card__title">
            <span className="guide-way__badge">모바일</span> 휴대폰 앱에서 복사하기
          </h3>
          <figure className="guide-way__art">
            <PhoneArt color={guide.color} button={guide.mobile.button} sheet={guide.mobile.sheet} pick={guide.mobile.pick} />
            <figcaption className="sr-only">공유 버튼을 누른 뒤 ‘{guide.mobile.sheet[guide.mobile.pick]}’ 항목을 누르는 모습</figcaption>
          </figure>
          <ol className="guide-steps">
            {guide.mobile.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </article>
      </div>

      {guide.tips.length > 0 && (
        <aside className="guide-tips" aria-label="주의할 점">
          <h3 className="guide-card__title">주의하세요</h3>
          <ul>
            {guide.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </aside>
      )}
    </>
  );
}
