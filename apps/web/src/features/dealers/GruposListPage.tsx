import { ListPage } from './ListPage';
import { GRUPOS_LIST } from './lists';

/** /grupos (lists.tsx describes it). */
export default function GruposListPage() {
  return <ListPage config={GRUPOS_LIST} />;
}
