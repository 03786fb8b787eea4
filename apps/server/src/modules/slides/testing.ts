import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { gql } from '../../test/graphql.js';
import { filePart, upload } from '../../platform/storage/testing.js';

export const IMAGEM = 'arquivo { id url srcSet srcSetAvif largura altura }';
export const SLIDE_FIELDS = `id titulo corTitulo tamanhoTitulo subtitulo link linkTarget inicioDate fimDate active emExibicao grupos { id nome visivel } ${IMAGEM}`;
export const ANUNCIO_FIELDS = `id titulo link inicioDate fimDate active emExibicao grupos { id nome } ${IMAGEM}`;
export const SALVAR_SLIDE = `mutation($s: SlideInput!) { salvarSlide(slide: $s) { ${SLIDE_FIELDS} } }`;
export const SALVAR_ANUNCIO = `mutation($a: AnuncioInput!) { salvarAnuncio(anuncio: $a) { ${ANUNCIO_FIELDS} } }`;
export const SLIDES_ATIVOS = `{ slidesAtivos { id titulo } }`;
export const ANUNCIO_ALEATORIO = `{ anuncioAleatorio { id titulo } }`;

export interface SlideOut {
  id: string;
  titulo: string;
  emExibicao: boolean;
  arquivo: { id: string; url: string; srcSet: string; srcSetAvif: string; largura: number; altura: number } | null;
}

export async function slideOk(app: FastifyInstance, token: string, s: Record<string, unknown>): Promise<SlideOut> {
  const res = await gql<{ salvarSlide: SlideOut }>(app, SALVAR_SLIDE, { token, variables: { s } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.salvarSlide;
}

export async function anuncioOk(app: FastifyInstance, token: string, a: Record<string, unknown>): Promise<SlideOut> {
  const res = await gql<{ salvarAnuncio: SlideOut }>(app, SALVAR_ANUNCIO, { token, variables: { a } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.salvarAnuncio;
}

/** A real PNG of the given size (sharp), for the resize pipeline. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
}

/** POST /api/upload with fileType SLIDE; the arquivo id. */
export async function uploadImagem(app: FastifyInstance, token: string, nome: string, bytes: Buffer): Promise<{ status: number; id?: string }> {
  const res = await upload(app, token, [{ name: 'info', value: JSON.stringify({ fileType: 'SLIDE' }) }, filePart(nome, bytes, 'image/png')]);
  return { status: res.statusCode, id: res.statusCode === 200 || res.statusCode === 201 ? (res.json() as { id: string }).id : undefined };
}
