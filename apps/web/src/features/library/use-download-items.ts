import { useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { serverMessage } from '../../lib/apollo/errors';
import { logger } from '../../lib/logger/logger';
import { GERAR_LINK_DOWNLOAD, type LibraryItem } from './library.queries';

/**
 * Opens a signed link in a new tab (spec 02 §7 "link, opened in a new tab"). The link is served
 * as an attachment from our own origin, so the browser saves the file; `download` names it.
 */
export function openDownloadLink(href: string, nome: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = nome;
  a.target = '_blank';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads library files: one gerarLinkDownloadByItemBiblioteca per file (the server records
 * each download), then the link is opened. A failure shows an error toast and skips that file.
 */
export function useDownloadItems(): (items: readonly LibraryItem[]) => Promise<void> {
  const [gerarLink] = useMutation(GERAR_LINK_DOWNLOAD);
  const toast = useToast();
  const intl = useIntl();
  return useCallback(
    async (items) => {
      for (const item of items.filter((i) => !i.pasta)) {
        try {
          const { data } = await gerarLink({ variables: { id: item.id } });
          const link = data?.gerarLinkDownloadByItemBiblioteca;
          if (!link) throw new Error('no download link');
          openDownloadLink(link, item.arquivo?.nome ?? item.nome);
        } catch (error) {
          logger.warn('library download failed', error);
          toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'library.download.error' }));
        }
      }
    },
    [gerarLink, toast, intl],
  );
}
