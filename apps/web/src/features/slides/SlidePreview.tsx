import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IMAGEM_SLIDE } from '@portal/domain';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';

export interface SlidePreviewValues {
  readonly titulo: string;
  readonly corTitulo: string;
  readonly tamanhoTitulo: number | null;
  readonly subtitulo: string;
  readonly corSubtitulo: string;
  readonly tamanhoSubtitulo: number | null;
  readonly tituloBotao: string;
  readonly link: string;
  readonly linkTarget: 'SELF' | 'BLANK';
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const colorOf = (c: string) => (HEX.test(c) ? c : undefined);
/** The home's slide column at 1440 px (features/home SlideView SIZES): the width the preview scales from. */
const HOME_WIDTH = 940;
/** A length of the home's slide, scaled to the preview's width. */
const scaled = (px: number | string) => `calc(${px} * 100cqw / ${HOME_WIDTH})`;

const sizeOf = (px: number | null, fallback: number) => (px != null && Number.isInteger(px) && px >= 12 && px <= 72 ? px : fallback);

/**
 * The slide as the home's carousel draws it (features/home SlideView: the same box, defaults and
 * shade), from the form's values as they are typed: the image covering the 1140×400 box, the
 * title and subtitle in their colours and sizes, and the button when it has a text and a link.
 * Inert: the button is drawn, not a control, so a half-typed link goes nowhere.
 *
 * The form's column is narrower than the home's slide column, so the preview is the home's slide
 * at its large-screen width (HOME_WIDTH) scaled to the box: every length is `n * 100cqw / 940`
 * (container query units), and the text wraps where it will on the home instead of overflowing.
 */
export function SlidePreview({ values, src }: { readonly values: SlidePreviewValues; readonly src: string | null }) {
  const intl = useIntl();
  const corTitulo = colorOf(values.corTitulo);
  const corSubtitulo = colorOf(values.corSubtitulo);
  const shaded = !corTitulo && !corSubtitulo;
  const titulo = values.titulo.trim() || intl.formatMessage({ id: 'slides.preview.semTitulo' });
  return (
    <Box
      component="figure"
      aria-label={intl.formatMessage({ id: 'slides.preview.slide' })}
      sx={{ m: 0, position: 'relative', width: '100%', aspectRatio: `${IMAGEM_SLIDE.largura} / ${IMAGEM_SLIDE.altura}`, overflow: 'hidden', borderRadius: 1, bgcolor: 'primary.dark', containerType: 'inline-size' }}
    >
      {src ? <Box component="img" src={src} alt="" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          p: scaled(32),
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: scaled(8),
          background: shaded ? 'linear-gradient(90deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0.25) 70%, rgba(0,0,0,0) 100%)' : undefined,
        }}
      >
        <Typography
          data-testid="preview-titulo"
          // The size chosen, in px of the home (read by the tests), scaled by the style.
          style={{ '--tamanho': sizeOf(values.tamanhoTitulo, 36) } as CSSProperties}
          sx={{ m: 0, fontWeight: 700, lineHeight: 1.15, color: corTitulo ?? '#fff', fontSize: scaled('var(--tamanho)'), overflowWrap: 'anywhere' }}
        >
          {titulo}
        </Typography>
        {values.subtitulo.trim() ? (
          <Typography
            data-testid="preview-subtitulo"
            style={{ '--tamanho': sizeOf(values.tamanhoSubtitulo, 20) } as CSSProperties}
            sx={{ color: corSubtitulo ?? '#fff', fontSize: scaled('var(--tamanho)'), overflowWrap: 'anywhere' }}
          >
            {values.subtitulo}
          </Typography>
        ) : null}
        {values.tituloBotao.trim() && values.link.trim() ? (
          // Drawn like the home's contained button, but not a control: the preview is not followed.
          <Box
            component="span"
            data-testid="preview-botao"
            sx={{
              mt: scaled(8),
              px: scaled(16),
              py: scaled(6),
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 500,
              fontSize: scaled(14),
              textTransform: 'uppercase',
              letterSpacing: '0.02857em',
              boxShadow: 2,
            }}
          >
            {values.tituloBotao}
            {values.linkTarget === 'BLANK' ? (
              <Box component="span" sx={srOnly}>
                {` ${intl.formatMessage({ id: 'slides.preview.newTab' })}`}
              </Box>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
