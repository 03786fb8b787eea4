import { addMessages } from '../../../platform/i18n/messages.js';

/**
 * Messages of the import of a group's manual members: the file's refusals (each states the
 * accepted formats and the size limit) and each line's problem in the preview.
 */
addMessages({
  PT_BR: {
    'error.grupoUsuariosImportacao.arquivo': 'Envie uma planilha .xlsx (ou uma lista .csv ou .txt) de até {max} MB, com uma coluna de e-mails ou CPFs.',
    'error.grupoUsuariosImportacao.ilegivel': 'Não foi possível ler o arquivo. Envie uma planilha .xlsx (ou uma lista .csv ou .txt) de até {max} MB.',
    'error.grupoUsuariosImportacao.vazio': 'O arquivo não tem nenhum e-mail ou CPF.',
    'error.grupoUsuariosImportacao.linhas': 'O arquivo tem mais de {max} linhas. Divida-o em arquivos menores.',
    'error.grupoUsuariosImportacao.aplicada': 'Esta importação já foi confirmada.',
    'error.grupoUsuariosImportacao.desatualizada': 'O grupo foi alterado depois da pré-visualização. Envie o arquivo novamente.',
    'error.grupoUsuariosImportacao.expirada': 'A pré-visualização expirou. Envie o arquivo novamente.',
    'grupoUsuariosImportacao.linha.naoEncontrado': 'Nenhum usuário encontrado com {valor}.',
    'grupoUsuariosImportacao.linha.inativo': 'O usuário {nome} está inativo.',
    'grupoUsuariosImportacao.linha.repetido': 'O usuário {nome} já aparece na linha {linha}.',
    'grupoUsuariosImportacao.linha.emailInvalido': 'E-mail inválido: {valor}.',
    'grupoUsuariosImportacao.linha.cpfInvalido': 'CPF inválido: {valor}.',
    'grupoUsuariosImportacao.linha.valorInvalido': '{valor} não é um e-mail nem um CPF.',
    'field.file': 'arquivo',
  },
  ES: {
    'error.grupoUsuariosImportacao.arquivo': 'Envíe una hoja de cálculo .xlsx (o una lista .csv o .txt) de hasta {max} MB, con una columna de correos electrónicos o CPF.',
    'error.grupoUsuariosImportacao.ilegivel': 'No fue posible leer el archivo. Envíe una hoja de cálculo .xlsx (o una lista .csv o .txt) de hasta {max} MB.',
    'error.grupoUsuariosImportacao.vazio': 'El archivo no tiene ningún correo electrónico ni CPF.',
    'error.grupoUsuariosImportacao.linhas': 'El archivo tiene más de {max} líneas. Divídalo en archivos más pequeños.',
    'error.grupoUsuariosImportacao.aplicada': 'Esta importación ya fue confirmada.',
    'error.grupoUsuariosImportacao.desatualizada': 'El grupo fue modificado después de la vista previa. Envíe el archivo nuevamente.',
    'error.grupoUsuariosImportacao.expirada': 'La vista previa expiró. Envíe el archivo nuevamente.',
    'grupoUsuariosImportacao.linha.naoEncontrado': 'Ningún usuario encontrado con {valor}.',
    'grupoUsuariosImportacao.linha.inativo': 'El usuario {nome} está inactivo.',
    'grupoUsuariosImportacao.linha.repetido': 'El usuario {nome} ya aparece en la línea {linha}.',
    'grupoUsuariosImportacao.linha.emailInvalido': 'Correo electrónico inválido: {valor}.',
    'grupoUsuariosImportacao.linha.cpfInvalido': 'CPF inválido: {valor}.',
    'grupoUsuariosImportacao.linha.valorInvalido': '{valor} no es un correo electrónico ni un CPF.',
    'field.file': 'archivo',
  },
  EN: {
    'error.grupoUsuariosImportacao.arquivo': 'Send an .xlsx spreadsheet (or a .csv or .txt list) of up to {max} MB, with one column of e-mails or CPFs.',
    'error.grupoUsuariosImportacao.ilegivel': 'The file could not be read. Send an .xlsx spreadsheet (or a .csv or .txt list) of up to {max} MB.',
    'error.grupoUsuariosImportacao.vazio': 'The file has no e-mail or CPF.',
    'error.grupoUsuariosImportacao.linhas': 'The file has more than {max} lines. Split it into smaller files.',
    'error.grupoUsuariosImportacao.aplicada': 'This import has already been confirmed.',
    'error.grupoUsuariosImportacao.desatualizada': 'The group was changed after the preview. Send the file again.',
    'error.grupoUsuariosImportacao.expirada': 'The preview has expired. Send the file again.',
    'grupoUsuariosImportacao.linha.naoEncontrado': 'No user found with {valor}.',
    'grupoUsuariosImportacao.linha.inativo': 'The user {nome} is inactive.',
    'grupoUsuariosImportacao.linha.repetido': 'The user {nome} already appears on line {linha}.',
    'grupoUsuariosImportacao.linha.emailInvalido': 'Invalid e-mail: {valor}.',
    'grupoUsuariosImportacao.linha.cpfInvalido': 'Invalid CPF: {valor}.',
    'grupoUsuariosImportacao.linha.valorInvalido': '{valor} is neither an e-mail nor a CPF.',
    'field.file': 'file',
  },
});
