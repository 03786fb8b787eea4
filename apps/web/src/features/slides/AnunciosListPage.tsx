import { ConteudoListPage } from './ConteudoListPage';

/** /anuncios: the home's advert cards. */
export default function AnunciosListPage() {
  return <ConteudoListPage kind="anuncio" />;
}
