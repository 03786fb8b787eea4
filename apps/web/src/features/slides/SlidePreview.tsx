import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IMAGEM_SLIDE } from '@portal/domain';
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
const sizeOf = (px: number | null, fallback: number) => (px != null && Number.isInteger(px) && px >= 12 && px <= 72 ? px : fallback);

/**
 * The slide as the home's carousel draws it (features/home SlideView: the same box, defaults and
 * shade), from the form's values as they are typed: the image covering the 1140×400 box, the
 * title and subtitle in their colours and sizes, and the button when it has a text and a link.
 * Inert: the button is drawn, not a control, so a half-typed link goes nowhere.
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
      sx={{ m: 0, position: 'relative', width: '100%', aspectRatio: `${IMAGEM_SLIDE.largura} / ${IMAGEM_SLIDE.altura}`, minHeight: 200, overflow: 'hidden', borderRadius: 1, bgcolor: 'primary.dark' }}
    >
      {src ? <Box component="img" src={src} alt="" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          p: { xs: 2, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: 1,
          background: shaded ? 'linear-gradient(90deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0.25) 70%, rgba(0,0,0,0) 100%)' : undefined,
        }}
      >
        <Typography
          data-testid="preview-titulo"
          sx={{ m: 0, fontWeight: 700, lineHeight: 1.15, color: corTitulo ?? '#fff', fontSize: `${sizeOf(values.tamanhoTitulo, 36)}px`, overflowWrap: 'anywhere' }}
        >
          {titulo}
        </Typography>
        {values.subtitulo.trim() ? (
          <Typography data-testid="preview-subtitulo" sx={{ color: corSubtitulo ?? '#fff', fontSize: `${sizeOf(values.tamanhoSubtitulo, 20)}px`, overflowWrap: 'anywhere' }}>
            {values.subtitulo}
          </Typography>
        ) : null}
        {values.tituloBotao.trim() && values.link.trim() ? (
          // Drawn like the home's contained button, but not a control: the preview is not followed.
          <Box
            component="span"
            data-testid="preview-botao"
            sx={{ mt: 1, px: 2, py: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 500, fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: '0.02857em', boxShadow: 2 }}
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
