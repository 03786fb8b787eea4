import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { ChipListInput } from './ChipListInput';
import { PhoneListField } from './PhoneListField';

interface Values {
  telefones: string[];
  celulares: string[];
}

function Form({ onSubmit, initial = [] }: { onSubmit: (v: Values) => void; initial?: string[] }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { telefones: initial, celulares: [] } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <PhoneListField control={control} name="telefones" label="Telefones" kind="telefone" />
      <PhoneListField control={control} name="celulares" label="Celulares" kind="celular" />
      <button type="submit">Salvar</button>
    </form>
  );
}

function setup(initial?: string[]) {
  const onSubmit = vi.fn();
  render(
    <TestProviders user={null}>
      <Form onSubmit={onSubmit} initial={initial} />
    </TestProviders>,
  );
  return { onSubmit, telefones: screen.getByRole('textbox', { name: 'Telefones' }), celulares: screen.getByRole('textbox', { name: 'Celulares' }) };
}

describe('PhoneListField', () => {
  it('types through the mask and adds on Enter, without submitting the form', async () => {
    const { onSubmit, telefones } = setup();
    await userEvent.type(telefones, '1133334444');
    expect(telefones).toHaveValue('(11) 3333-4444');
    await userEvent.type(telefones, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(telefones).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Telefones' });
    expect(within(list).getByText('(11) 3333-4444')).toBeInTheDocument();
    // The eleventh digit switches to the extended mask.
    await userEvent.type(telefones, '11987654321{Enter}');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['(11) 3333-4444', '(11) 98765-4321']);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ telefones: ['(11) 3333-4444', '(11) 98765-4321'], celulares: [] });
  });

  it('refuses an incomplete mask with an invalid-format message and keeps the text', async () => {
    const { telefones } = setup();
    await userEvent.type(telefones, '113333{Enter}');
    expect(telefones).toHaveAccessibleDescription('Formato inválido. Use (99) 9999-9999 / (99) 99999-9999.');
    expect(telefones).toHaveAttribute('aria-invalid', 'true');
    expect(telefones).toHaveValue('(11) 3333');
    expect(screen.queryByRole('list', { name: 'Telefones' })).not.toBeInTheDocument();
    // Typing again clears the refusal.
    await userEvent.type(telefones, '4444');
    expect(telefones).toHaveAccessibleDescription('Digite e tecle Enter para adicionar.');
  });

  it('takes only the extended mask for mobiles', async () => {
    const { celulares } = setup();
    await userEvent.type(celulares, '1133334444{Enter}');
    expect(celulares).toHaveAccessibleDescription('Formato inválido. Use (99) 99999-9999.');
    await userEvent.clear(celulares);
    await userEvent.type(celulares, '21998887777{Enter}');
    expect(within(screen.getByRole('list', { name: 'Celulares' })).getByText('(21) 99888-7777')).toBeInTheDocument();
  });

  it('refuses a number already in the list', async () => {
    const { telefones } = setup(['(11) 3333-4444']);
    await userEvent.type(telefones, '1133334444{Enter}');
    expect(telefones).toHaveAccessibleDescription('(11) 3333-4444 já está na lista.');
    expect(within(screen.getByRole('list', { name: 'Telefones' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds with the add button and removes with each chip’s own button, focus back in the field', async () => {
    const { onSubmit, telefones } = setup(['(11) 3333-4444']);
    await userEvent.type(telefones, '1144445555');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar em Telefones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover (11) 3333-4444' }));
    expect(telefones).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ telefones: ['(11) 4444-5555'] });
  });
});

describe('ChipListInput', () => {
  it('takes any parse rule and shows the form error when nothing was refused', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders user={null}>
        <ChipListInput
          label="Códigos"
          value={[]}
          onChange={onChange}
          parse={(t) => (t.length <= 3 ? { value: t.toUpperCase() } : { error: 'No máximo 3 caracteres.' })}
          error="Informe ao menos um código."
        />
      </TestProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Códigos' });
    expect(input).toHaveAccessibleDescription('Informe ao menos um código.');
    await userEvent.type(input, 'abcd{Enter}');
    expect(input).toHaveAccessibleDescription('No máximo 3 caracteres.');
    await userEvent.clear(input);
    await userEvent.type(input, 'ab{Enter}');
    expect(onChange).toHaveBeenCalledWith(['AB']);
  });
});
