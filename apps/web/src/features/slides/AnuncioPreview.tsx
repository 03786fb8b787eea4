import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IMAGEM_ANUNCIO } from '@portal/domain';
import { useIntl } from 'react-intl';

export interface AnuncioPreviewValues {
  readonly titulo: string;
  readonly tamanhoTitulo: number | null;
}

const sizeOf = (px: number | null) => (px != null && Number.isInteger(px) && px >= 12 && px <= 72 ? `${px}px` : '1.125rem');

/**
 * The advert card as the home draws it (features/home AnuncioCard): the image in its 244×360 box
 * and the title under it in its size, from the form's values as they are typed.
 */
export function AnuncioPreview({ values, src }: { readonly values: AnuncioPreviewValues; readonly src: string | null }) {
  const intl = useIntl();
  const { largura: W, altura: H } = IMAGEM_ANUNCIO;
  return (
    <Card
      component="figure"
      variant="outlined"
      aria-label={intl.formatMessage({ id: 'slides.preview.anuncio' })}
      sx={{ m: 0, display: 'flex', justifyContent: 'center', p: 1.5, maxWidth: W + 24 + 2 }}
    >
      <Box sx={{ width: '100%', maxWidth: W }}>
        {src ? (
          <Box component="img" src={src} alt="" sx={{ display: 'block', width: '100%', aspectRatio: `${W} / ${H}`, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: `${W} / ${H}`, borderRadius: 1, bgcolor: 'action.hover' }} />
        )}
        <Typography data-testid="preview-titulo" sx={{ mt: 1, fontWeight: 600, fontSize: sizeOf(values.tamanhoTitulo), overflowWrap: 'anywhere' }}>
          {values.titulo.trim() || intl.formatMessage({ id: 'slides.preview.semTitulo' })}
        </Typography>
      </Box>
    </Card>
  );
}
