import { z } from 'zod';
import { refineWithIssues, type IssueMessage } from '../form-schema.js';
import { checkSlide, type SlideIssue } from './slide-rules.js';

const optionalText = z.string().nullish();
const optionalSize = z.number().nullish();

/** The slide form's schema (zodResolver) over checkSlide, the rules the server runs. */
export function slideFormSchema(message?: IssueMessage<SlideIssue>) {
  const shape = z.object({
    titulo: z.string(),
    corTitulo: optionalText,
    tamanhoTitulo: optionalSize,
    subtitulo: optionalText,
    corSubtitulo: optionalText,
    tamanhoSubtitulo: optionalSize,
    tituloBotao: optionalText,
    link: optionalText,
    inicioDate: optionalText,
    fimDate: optionalText,
  });
  return refineWithIssues(shape, (v) => checkSlide(v), message);
}

/** The advert form's schema: a slide's rules over the fields an advert has. */
export function anuncioFormSchema(message?: IssueMessage<SlideIssue>) {
  const shape = z.object({ titulo: z.string(), tamanhoTitulo: optionalSize, link: optionalText, inicioDate: optionalText, fimDate: optionalText });
  return refineWithIssues(shape, (v) => checkSlide(v), message);
}
