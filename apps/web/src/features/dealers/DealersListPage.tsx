import { ListPage } from './ListPage';
import { DEALERS_LIST } from './lists';

/** /dealers (lists.tsx describes it). */
export default function DealersListPage() {
  return <ListPage config={DEALERS_LIST} />;
}
