import { useQuery } from '@apollo/client';
import { useCurrentUser } from '../features/shell/current-user';
import { MENU_USUARIO_LOGADO } from '../features/shell/shell.queries';
import HomePage from '../features/home/HomePage';

/**
 * /home as registered in screens.ts: the home feature's page given what the shell knows (features
 * never import each other): the brand the shell's brand picker shows, whose social links the home
 * lists, and the help centre of the top bar's help link (the menu is already in the cache).
 */
export default function HomeScreen() {
  const { activeBrand } = useCurrentUser();
  const { data } = useQuery(MENU_USUARIO_LOGADO, { fetchPolicy: 'cache-only' });
  return <HomePage marcaId={activeBrand?.id ?? null} helpHref={data?.menuUsuarioLogado.linkHelpTec || null} />;
}
