import type { FastifyInstance } from 'fastify';

/** Test data of the account area. */

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + APP0 JFIF) and some bytes: what sniffing reads. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-the-image')]);
/** A RIFF/WEBP header and some bytes. */
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 rest-of-the-image')]);

export const CONTA_FIELDS = `id nome email telefones celulares avatarLink idioma tipo ausente podeAlterarSenha
  marcas { id description } dealers { id nomeExibicao codigoPrincipal } grupos { id nome }
  permissoes { produto { id nome } funcionalidades { id chave nome descricao } }`;

export const MINHA_CONTA = `{ minhaConta { ${CONTA_FIELDS} } }`;
export const ATUALIZAR = `mutation($d: MinhaContaInput!) { atualizarMinhaConta(dados: $d) { ${CONTA_FIELDS} } }`;
export const REMOVER_AVATAR = `mutation { removerAvatar { ${CONTA_FIELDS} } }`;
export const ALTERAR_SENHA = 'mutation($a: String!, $n: String!) { alterarMinhaSenha(senhaAtual: $a, novaSenha: $n) }';


/** Posts an avatar as the web does: the image bytes as the body. */
export function uploadAvatar(
  app: FastifyInstance,
  token: string | null,
  body: Buffer | NodeJS.ReadableStream,
  contentType = 'image/png',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/minha-conta/avatar',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: body as Buffer,
  });
}
