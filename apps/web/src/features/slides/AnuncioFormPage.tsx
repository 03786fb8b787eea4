import { ConteudoFormPage } from './ConteudoFormPage';

/** /anuncios/novo and /anuncios/editar/{id}. */
export default function AnuncioFormPage() {
  return <ConteudoFormPage kind="anuncio" />;
}
