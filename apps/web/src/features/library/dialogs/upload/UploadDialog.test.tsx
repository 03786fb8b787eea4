import type { MockedResponse } from '@apollo/client/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render';
import { PASTA } from '../../library.queries';
import { UPLOAD_ARQUIVOS } from '../dialogs.queries';
import { item, pastaEscrita, pastasEscritaMock } from '../dialogs.fixtures';
import type { Uploader } from './uploader';
import { UploaderContext } from './uploader-context';
import { UploadDialog } from './UploadDialog';

configure({ asyncUtilTimeout: 4000 });

const PASTA_ATUAL = item({ id: '10', nome: 'Manuais', path: [{ id: '1', nome: 'Vendas' }, { id: '10', nome: 'Manuais' }] });

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An uploader whose every call waits for the test to end it. */
function controlledUploader() {
  const calls: { name: string; done: ReturnType<typeof deferred<string>>; onProgress: (s: number, t: number) => void }[] = [];
  const uploader: Uploader = vi.fn((file: File, { onProgress }) => {
    const done = deferred<string>();
    calls.push({ name: file.name, done, onProgress });
    return done.promise;
  });
  return { uploader, calls };
}

const file = (name: string, size = 10) => {
  const f = new File(['x'.repeat(Math.min(size, 10))], name, { type: 'application/pdf' });
  if (size > 10) Object.defineProperty(f, 'size', { value: size });
  return f;
};

function open(uploader: Uploader, mocks: MockedResponse[] = []) {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderAt(
    <UploaderContext.Provider value={uploader}>
      <UploadDialog open idPasta="10" onClose={onClose} onUploaded={onUploaded} />
    </UploaderContext.Provider>,
    '/biblioteca/10',
    {
      mocks: [
        pastasEscritaMock([pastaEscrita('10', 'Vendas / Manuais'), pastaEscrita('2', 'Marketing')]),
        { request: { query: PASTA, variables: { idPasta: '10' } }, result: { data: { pasta: PASTA_ATUAL } }, maxUsageCount: Number.POSITIVE_INFINITY },
        ...mocks,
      ],
    },
  );
  return { onUploaded, onClose };
}

const input = () => screen.getByLabelText<HTMLInputElement>('Escolher arquivos', { selector: 'input' });
const list = () => screen.getByRole('list', { name: 'Arquivos do upload' });
const row = (name: string) => within(list()).getByText(name).closest('li') as HTMLElement;
const status = (name: string) => row(name).querySelector('[data-status]')!.textContent;

describe('upload dialog', { timeout: 60000 }, () => {
  it('refuses a file already in the list with a warning toast', async () => {
    const { uploader } = controlledUploader();
    open(uploader);
    await userEvent.upload(input(), [file('relatorio.pdf')]);
    await userEvent.upload(input(), [file('relatorio.pdf'), file('anexo.pdf')]);
    expect(await screen.findByText('O arquivo relatorio.pdf já está na lista.')).toBeInTheDocument();
    expect(screen.getByText('O arquivo relatorio.pdf já está na lista.').closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-warning');
    expect(within(list()).getAllByRole('listitem').map((li) => li.querySelector('p > span')?.textContent)).toEqual(['relatorio.pdf', 'anexo.pdf']);
  });

  it('marks a file too big or of a refused type, and never sends it', async () => {
    const { uploader, calls } = controlledUploader();
    open(uploader);
    // Dropped: the picker's accept list does not apply to a drop.
    const zone = screen.getByText('Arraste os arquivos para cá ou').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [file('video.mp4', 900_000_001), file('script.exe'), file('limite.pdf', 900_000_000)] } });
    expect(status('video.mp4')).toBe('Arquivo maior que 900 MB.');
    expect(status('script.exe')).toBe('Tipo de arquivo não permitido.');
    await waitFor(() => expect(calls.map((c) => c.name)).toEqual(['limite.pdf']));
  });

  it('keeps submit off with no file and while sending, cancel off while registering; registers the sent files and closes', async () => {
    const { uploader, calls } = controlledUploader();
    const registrar = vi.fn(() => ({ data: { uploadArquivos: [{ __typename: 'ItemBiblioteca', id: '70', nome: 'a.pdf' }] } }));
    const { onUploaded, onClose } = open(uploader, [
      {
        request: { query: UPLOAD_ARQUIVOS, variables: { arquivos: [{ idArquivo: 'arq-1', nome: 'a.pdf', idPastaPai: '10' }] } },
        result: registrar,
        delay: 300,
      },
    ]);
    const submit = screen.getByRole('button', { name: 'Enviar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pasta de destino' })).toHaveValue('Vendas / Manuais'));
    await userEvent.upload(input(), [file('a.pdf')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.onProgress(5, 10));
    expect(status('a.pdf')).toBe('Carregando… 50%');
    expect(within(row('a.pdf')).getByRole('progressbar', { name: 'Progresso de a.pdf' })).toHaveAttribute('aria-valuenow', '50');
    expect(submit).toBeDisabled();
    expect(cancel).toBeEnabled();
    await act(async () => calls[0]!.done.resolve('arq-1'));
    expect(status('a.pdf')).toBe('Pronto para enviar');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(cancel).toBeDisabled();
    expect(submit).toBeDisabled();
    expect(await screen.findByText('1 arquivo adicionado à biblioteca.')).toBeInTheDocument();
    expect(registrar).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('sends one file at a time; a failure marks only that file and the others are registered', async () => {
    const { uploader, calls } = controlledUploader();
    const registrar = vi.fn(() => ({ data: { uploadArquivos: [] } }));
    open(uploader, [
      {
        request: {
          query: UPLOAD_ARQUIVOS,
          variables: {
            arquivos: [
              { idArquivo: 'arq-a', nome: 'a.pdf', idPastaPai: '2' },
              { idArquivo: 'arq-c', nome: 'c.pdf', idPastaPai: '2' },
            ],
          },
        },
        result: registrar,
      },
    ]);
    await userEvent.upload(input(), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(status('b.pdf')).toBe('Aguardando');
    await act(async () => calls[0]!.done.resolve('arq-a'));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.done.reject(new Error('connection lost')));
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.done.resolve('arq-c'));
    expect(status('a.pdf')).toBe('Pronto para enviar');
    expect(status('b.pdf')).toBe('Erro no carregamento');
    expect(status('c.pdf')).toBe('Pronto para enviar');
    // Another target folder.
    await userEvent.click(screen.getByRole('combobox', { name: 'Pasta de destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('2 arquivos adicionados à biblioteca.')).toBeInTheDocument();
    expect(registrar).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the registration fails and keeps the list', async () => {
    const { uploader, calls } = controlledUploader();
    const { onClose } = open(uploader, [
      {
        request: { query: UPLOAD_ARQUIVOS, variables: { arquivos: [{ idArquivo: 'arq-1', nome: 'a.pdf', idPastaPai: '10' }] } },
        result: { errors: [{ message: 'Pasta sem permissão de escrita.', extensions: { code: 'FORBIDDEN' } }] as never },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pasta de destino' })).toHaveValue('Vendas / Manuais'));
    await userEvent.upload(input(), [file('a.pdf')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.done.resolve('arq-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Pasta sem permissão de escrita.')).toBeInTheDocument();
    expect(status('a.pdf')).toBe('Pronto para enviar');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
