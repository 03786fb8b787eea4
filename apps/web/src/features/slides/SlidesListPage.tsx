import { ConteudoListPage } from './ConteudoListPage';

/** /slides: the home carousel's slides. */
export default function SlidesListPage() {
  return <ConteudoListPage kind="slide" />;
}
