import Translate from '@mui/icons-material/Translate';
import { useMutation } from '@apollo/client';
import { IDIOMAS, LANGUAGES, idiomaFromTag, type Idioma } from '@portal/domain';
import { useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/use-toast';
import { serverMessage } from '../../../lib/apollo/errors';
import { useLocale } from '../../../lib/intl/IntlRoot';
import { logger } from '../../../lib/logger/logger';
import { MENU_USUARIO_LOGADO, MUDAR_LINGUA_USUARIO, USUARIO_LOGADO } from '../shell.queries';
import { PickerMenu } from './PickerMenu';

interface LanguagePickerProps {
  readonly userId: string;
  readonly compact?: boolean;
}

/**
 * Language picker (spec 01 §1): the screen switches at once; the choice is stored on the user
 * (mudarLinguaUsuario), then menu and user are fetched again in the new language, so it is
 * still the language after a reload or on another device.
 */
export function LanguagePicker({ userId, compact }: LanguagePickerProps) {
  const intl = useIntl();
  const toast = useToast();
  const { locale, setLocale } = useLocale();
  // The language on screen, which switches before the server has stored the choice.
  const current = idiomaFromTag(locale);
  const [mudar, { loading }] = useMutation(MUDAR_LINGUA_USUARIO, {
    refetchQueries: [{ query: USUARIO_LOGADO }, { query: MENU_USUARIO_LOGADO }],
    awaitRefetchQueries: true,
  });

  const change = async (idioma: Idioma) => {
    const previous = current;
    try {
      await setLocale(LANGUAGES[idioma]);
      await mudar({ variables: { id: userId, idioma } });
    } catch (err) {
      // Catalog not loadable (offline) or refused by the server: back to what was on screen.
      logger.warn('language change failed', err);
      await setLocale(LANGUAGES[previous]).catch(() => undefined);
      toast.error(serverMessage(err) ?? intl.formatMessage({ id: 'shell.language.error' }));
    }
  };

  return (
    <PickerMenu
      label={intl.formatMessage({ id: 'shell.language.label' })}
      icon={<Translate />}
      value={current}
      options={IDIOMAS.map((i) => ({ value: i, label: intl.formatMessage({ id: `shell.language.${i}` }) }))}
      // Not disabled while the change is saved: a disabled button drops the keyboard focus to the
      // page; a second choice meanwhile is simply ignored.
      onChange={(i) => {
        if (!loading) void change(i);
      }}
      compact={compact}
    />
  );
}
