import { ConteudoFormPage } from './ConteudoFormPage';

/** /slides/novo and /slides/editar/{id}. */
export default function SlideFormPage() {
  return <ConteudoFormPage kind="slide" />;
}
