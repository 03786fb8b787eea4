import { addMessages } from '../../../platform/i18n/messages.js';

/**
 * Messages of a notice's delivery: the attachment rules checked on save, the refusal of a second
 * delivery, and the e-mail a single address receives.
 */
addMessages({
  PT_BR: {
    'error.comunicado.arquivoInvalido': 'O anexo {valor} não existe ou não foi enviado por você para um comunicado.',
    'error.comunicado.arquivoRepetido': 'O arquivo {nome} foi anexado mais de uma vez.',
    'error.comunicado.arquivoTamanho': 'O arquivo {nome} passa do limite de {max} MB por anexo.',
    'error.comunicado.arquivosMax': 'Anexe no máximo {max} arquivos.',
    'error.comunicado.arquivosTotal': 'Os anexos somam mais de {max} MB, o limite por comunicado.',
    'error.comunicado.jaEnviado': 'Este comunicado já foi enviado.',
    'field.arquivos': 'arquivos',
    'notices.email.assunto': 'Comunicado {numero}: {titulo}',
    'notices.email.assuntoErrata': 'Errata do comunicado {original}: {titulo}',
    'notices.email.anexos': 'Anexos (disponíveis no portal):',
    'notices.email.abrir': 'Leia no portal: {link}',
    'notices.email.abrirHtml': 'Ler no portal',
    'notices.email.rodape': 'Você recebeu este e-mail porque seu endereço está entre os destinatários deste comunicado.',
  },
  ES: {
    'error.comunicado.arquivoInvalido': 'El adjunto {valor} no existe o no fue enviado por usted para un comunicado.',
    'error.comunicado.arquivoRepetido': 'El archivo {nome} se adjuntó más de una vez.',
    'error.comunicado.arquivoTamanho': 'El archivo {nome} supera el límite de {max} MB por adjunto.',
    'error.comunicado.arquivosMax': 'Adjunte como máximo {max} archivos.',
    'error.comunicado.arquivosTotal': 'Los adjuntos suman más de {max} MB, el límite por comunicado.',
    'error.comunicado.jaEnviado': 'Este comunicado ya fue enviado.',
    'field.arquivos': 'archivos',
    'notices.email.assunto': 'Comunicado {numero}: {titulo}',
    'notices.email.assuntoErrata': 'Fe de erratas del comunicado {original}: {titulo}',
    'notices.email.anexos': 'Adjuntos (disponibles en el portal):',
    'notices.email.abrir': 'Léalo en el portal: {link}',
    'notices.email.abrirHtml': 'Leer en el portal',
    'notices.email.rodape': 'Recibió este correo porque su dirección está entre los destinatarios de este comunicado.',
  },
  EN: {
    'error.comunicado.arquivoInvalido': 'The attachment {valor} does not exist or was not uploaded by you for a notice.',
    'error.comunicado.arquivoRepetido': 'The file {nome} was attached more than once.',
    'error.comunicado.arquivoTamanho': 'The file {nome} is over the limit of {max} MB per attachment.',
    'error.comunicado.arquivosMax': 'Attach at most {max} files.',
    'error.comunicado.arquivosTotal': 'The attachments add up to more than {max} MB, the limit per notice.',
    'error.comunicado.jaEnviado': 'This notice has already been sent.',
    'field.arquivos': 'files',
    'notices.email.assunto': 'Notice {numero}: {titulo}',
    'notices.email.assuntoErrata': 'Errata of notice {original}: {titulo}',
    'notices.email.anexos': 'Attachments (available in the portal):',
    'notices.email.abrir': 'Read it in the portal: {link}',
    'notices.email.abrirHtml': 'Read in the portal',
    'notices.email.rodape': 'You received this e-mail because your address is among the recipients of this notice.',
  },
});
