import { Fragment, useEffect, useId, useMemo } from 'react';
import { useSettings } from '../../../lib/get-settings';
import { articleId, clauseMark, fillLegalTemplate, koreanDate, type LegalCompanyValues } from '../legal/fill-legal-template';
import type { LegalArticle, LegalClause, LegalDocument, LegalTable } from '../legal/legal-document';
import './legal.css';

type Fill = (text: string) => string;

/** 이용약관 / 개인정보처리방침: numbered articles, a table of contents and the effective date. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const settings = useSettings();
  const company = settings.text('FOOTER_COMPANY');
  const ceo = settings.text('FOOTER_CEO');
  const phone = settings.text('FOOTER_CEO_PHONE_NUMBER');
  const address = settings.text('FOOTER_ADDRESS');
  const email = settings.text('FOOTER_EMAIL');
  const fill = useMemo<Fill>(() => {
    const values: LegalCompanyValues = { company, ceo, phone, address, email, effectiveDate: koreanDate(doc.effectiveDate) };
    return (text) => fillLegalTemplate(text, values);
  }, [company, ceo, phone, address, email, doc.effectiveDate]);
  const tocId = useId();

  // Opened with #article-N (e.g. in a new tab): the articles exist only now, so scroll once they do.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) return;
    let target: HTMLElement | null = null;
    try {
      target = window.document.getElementById(decodeURIComponent(hash));
    } catch {
      return;
    }
    target?.scrollIntoView();
  }, []);

  return (
    <div className="page legal">
      <header className="page-head legal__head">
        <h1 className="page-head__title">{doc.title}</h1>
        <p className="legal__date">
          시행일 <time dateTime={doc.effectiveDate}>{doc.effectiveDate}</time>
        </p>
      </header>
      <div className="legal__layout">
        <nav className="card legal-toc" aria-labelledby={tocId}>
          <h2 id={tocId} className="legal-toc__title">
            목차
          </h2>
          <ol className="legal-toc__list">
            {doc.articles.map((article, i) => (
              <li key={i}>
                <a className="legal-toc__link" href={`#${articleId(i + 1)}`}>
                  <span className="legal-toc__no">제{i + 1}조</span> {article.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="card legal__body">
          {doc.preamble && <p className="legal__preamble">{fill(doc.preamble)}</p>}
          {doc.articles.map((article, i) => (
            <Article key={i} number={i + 1} article={article} fill={fill} />
          ))}
          {doc.addenda.length > 0 && (
            <section className="legal-article legal-article--addenda">
              <h2 className="legal-article__title">부칙</h2>
              {doc.addenda.map((line, i) => (
                <p key={i} className="legal-article__text">
                  {fill(line)}
                </p>
              ))}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function Article({ number, article, fill }: { number: number; article: LegalArticle; fill: Fill }) {
  const numbered = article.clauses.length > 1;
  return (
    <section className="legal-article">
      <h2 id={articleId(number)} className="legal-article__title" tabIndex={-1}>
        제{number}조 ({article.title})
      </h2>
      {numbered ? (
        <ol className="legal-clauses">
          {article.clauses.map((clause, i) => (
            <li key={i} className="legal-clause">
              <span className="legal-clause__mark">{clauseMark(i + 1)}</span>
              <div className="legal-clause__body">
                <ClauseBody clause={clause} fill={fill} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        article.clauses.map((clause, i) => (
          <div key={i} className="legal-clause__body">
            <ClauseBody clause={clause} fill={fill} />
          </div>
        ))
      )}
    </section>
  );
}

function ClauseBody({ clause, fill }: { clause: LegalClause; fill: Fill }) {
  const facts = (clause.facts ?? []).map((f) => ({ label: f.label, value: fill(f.value) })).filter((f) => f.value.trim() !== '');
  return (
    <>
      <p className="legal-article__text">{fill(clause.text)}</p>
      {clause.items && clause.items.length > 0 && (
        <ol className="legal-items">
          {clause.items.map((item, i) => (
            <li key={i} className="legal-item">
              <span className="legal-item__mark">{i + 1}.</span>
              <span>{fill(item)}</span>
            </li>
          ))}
        </ol>
      )}
      {clause.table && <Table table={clause.table} fill={fill} />}
      {facts.length > 0 && (
        <dl className="legal-facts">
          {facts.map((f) => (
            <Fragment key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {clause.note && <p className="legal-article__text">{fill(clause.note)}</p>}
    </>
  );
}

/** A table; one with three or more columns becomes a list of labelled rows on narrow screens (legal.css). */
function Table({ table, fill }: { table: LegalTable; fill: Fill }) {
  return (
    <div className="legal-table-wrap" role="region" aria-label={table.caption} tabIndex={0}>
      <table className={`legal-table${table.head.length > 2 ? ' legal-table--stack' : ''}`}>
        <caption className="sr-only">{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {fill(cell)}
                  </th>
                ) : (
                  <td key={c} data-label={table.head[c]}>
                    {fill(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
