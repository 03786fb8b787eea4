import { addMessages } from '../i18n/messages.js';

/** Messages of uploads and download links (POST /api/upload, tus, GET /api/arquivos/…). */
addMessages({
  PT_BR: {
    'error.arquivo.grande': 'O arquivo deve ter no máximo {max} MB.',
    'error.arquivo.extensao': 'Tipo de arquivo não permitido: {extensao}. Tipos aceitos: {permitidas}.',
    'error.arquivo.conteudo': 'O conteúdo do arquivo não corresponde à extensão .{extensao}.',
    'error.arquivo.ausente': 'Envie o arquivo.',
    'error.arquivo.nome': 'Informe o nome do arquivo.',
    'error.arquivo.info': 'Informe o tipo de envio (fileType) em info.',
    'error.arquivo.tamanhoDesconhecido': 'Informe o tamanho do arquivo ao iniciar o envio.',
    'error.arquivo.linkInvalido': 'Link de download inválido.',
    'error.arquivo.linkExpirado': 'O link de download expirou. Abra o arquivo novamente para gerar outro.',
    'error.arquivo.intervalo': 'Intervalo de bytes inválido para este arquivo.',
  },
  ES: {
    'error.arquivo.grande': 'El archivo debe tener como máximo {max} MB.',
    'error.arquivo.extensao': 'Tipo de archivo no permitido: {extensao}. Tipos aceptados: {permitidas}.',
    'error.arquivo.conteudo': 'El contenido del archivo no corresponde a la extensión .{extensao}.',
    'error.arquivo.ausente': 'Envíe el archivo.',
    'error.arquivo.nome': 'Informe el nombre del archivo.',
    'error.arquivo.info': 'Informe el tipo de envío (fileType) en info.',
    'error.arquivo.tamanhoDesconhecido': 'Informe el tamaño del archivo al iniciar el envío.',
    'error.arquivo.linkInvalido': 'Enlace de descarga inválido.',
    'error.arquivo.linkExpirado': 'El enlace de descarga ha expirado. Abra el archivo nuevamente para generar otro.',
    'error.arquivo.intervalo': 'Rango de bytes inválido para este archivo.',
  },
  EN: {
    'error.arquivo.grande': 'The file must have at most {max} MB.',
    'error.arquivo.extensao': 'File type not allowed: {extensao}. Accepted types: {permitidas}.',
    'error.arquivo.conteudo': 'The file content does not match the extension .{extensao}.',
    'error.arquivo.ausente': 'Send the file.',
    'error.arquivo.nome': 'Give the file name.',
    'error.arquivo.info': 'Give the upload type (fileType) in info.',
    'error.arquivo.tamanhoDesconhecido': 'Give the file size when starting the upload.',
    'error.arquivo.linkInvalido': 'Invalid download link.',
    'error.arquivo.linkExpirado': 'The download link has expired. Open the file again to get a new one.',
    'error.arquivo.intervalo': 'Invalid byte range for this file.',
  },
});
