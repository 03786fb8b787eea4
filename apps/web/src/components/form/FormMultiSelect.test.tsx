import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { FormMultiSelect } from './FormMultiSelect';

const OPTIONS = [
  { id: '1', label: 'Aurora' },
  { id: '2', label: 'Boreal' },
  { id: '3', label: 'Cometa' },
];

function Form({ initial, onSubmit }: { initial: string[]; onSubmit: (v: { marcas: string[] }) => void }) {
  const { control, handleSubmit } = useForm<{ marcas: string[] }>({ defaultValues: { marcas: initial } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormMultiSelect control={control} name="marcas" label="Marcas" options={OPTIONS} />
      <button type="submit">Salvar</button>
    </form>
  );
}

function setup(initial: string[]) {
  const onSubmit = vi.fn();
  render(
    <TestProviders user={null}>
      <Form initial={initial} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
}

describe('FormMultiSelect', () => {
  it('chooses several options by typing and picking, and stores their ids', async () => {
    const onSubmit = setup(['1']);
    expect(screen.getByRole('button', { name: 'Aurora' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Marcas' });
    await userEvent.type(box, 'com');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cometa']);
    await userEvent.click(screen.getByRole('option', { name: 'Cometa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ marcas: ['1', '3'] });
  });

  it('keeps a chosen id that is not among the options', async () => {
    const onSubmit = setup(['9', '2']);
    expect(screen.getByRole('button', { name: '9' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ marcas: ['9', '2'] });
  });
});
