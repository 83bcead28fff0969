import { QnaList } from '../../features/content/components/qna-list';
import { paths } from '../../config/paths';

export default function QnaRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.qna.label}</h1>
        <p className="page-head__desc">궁금한 점을 빠르게 확인해보세요.</p>
      </header>
      <QnaList />
    </div>
  );
}
