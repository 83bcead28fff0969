import { useId, useState, type KeyboardEvent } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useQnas } from '../api/get-qnas';
import './qna.css';

/** Accordion keys: arrows go to the next or previous question (wrapping), Home and End to the ends. */
function moveBetweenQuestions(e: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('.qna__question'));
  const at = buttons.indexOf(e.target as HTMLButtonElement);
  if (at < 0) return;
  const n = buttons.length;
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: n - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  buttons[(to + n) % n]?.focus();
}

/** "자주 묻는 질문": an accordion where opening one item closes the other. */
export function QnaList() {
  const { data, isPending, isError, refetch } = useQnas();
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();

  if (isPending) return <PageSpinner />;
  if (isError)
    return <LoadError message="자주 묻는 질문을 불러오지 못했습니다." onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="card empty-card">등록된 질문이 없습니다.</p>;

  return (
    <ul className="qna-list" onKeyDown={moveBetweenQuestions}>
      {data.map((q) => {
        const open = q.id === openId;
        const panelId = `${baseId}-${q.id}`;
        return (
          <li key={q.id} className={`qna${open ? ' is-open' : ''}`}>
            <h2 className="qna__heading">
              <button type="button" className="qna__question" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : q.id)}>
                <span className="qna__mark" aria-hidden="true">
                  Q
                </span>
                <span className="qna__title">{q.title}</span>
                <svg className="qna__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h2>
            <div id={panelId} className="qna__answer" role="region" aria-label={q.title} hidden={!open}>
              <span className="qna__mark qna__mark--a" aria-hidden="true">
                A
              </span>
              <p>{q.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
