import { ApolloError } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import type { FieldError } from '../../lib/apollo/errors';
import { FormTextField } from './FormTextField';
import { applyServerFieldErrors } from './server-field-errors';

interface Values {
  nome: string;
  cnpj: string;
  grupoId: string;
}

function badInput(fields: FieldError[], code = 'BAD_USER_INPUT') {
  return new ApolloError({ graphQLErrors: [new GraphQLError(fields[0]?.message ?? 'erro', { extensions: { code, fields } })] });
}

let form: UseFormReturn<Values>;
function Form() {
  form = useForm<Values>({ defaultValues: { nome: '', cnpj: '', grupoId: '' } });
  return (
    <form>
      <FormTextField control={form.control} name="nome" label="Nome" helperText="Como aparece nas listas" />
      <FormTextField control={form.control} name="cnpj" label="CNPJ" />
      <FormTextField control={form.control} name="grupoId" label="Grupo" />
    </form>
  );
}

const fields = ['nome', 'cnpj', 'grupoId'] as const;

function setup() {
  render(
    <TestProviders user={null}>
      <Form />
    </TestProviders>,
  );
}

describe('applyServerFieldErrors', () => {
  it("shows each server message under its field and focuses the first", () => {
    setup();
    let unshown: FieldError[] = [];
    act(() => {
      unshown = applyServerFieldErrors(
        badInput([
          { field: 'cnpj', message: 'CNPJ inválido.' },
          { field: 'nome', message: 'O campo nome é obrigatório.' },
        ]),
        form.setError,
        { fields },
      );
    });
    expect(unshown).toEqual([]);
    const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
    expect(cnpj).toHaveAccessibleDescription('CNPJ inválido.');
    expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    expect(cnpj).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('O campo nome é obrigatório.');
    expect(screen.getByRole('textbox', { name: 'Grupo' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('maps API field names onto the form through aliases, also for CONFLICT answers', () => {
    setup();
    act(() => {
      applyServerFieldErrors(badInput([{ field: 'grupo', message: 'Grupo não encontrado.' }], 'CONFLICT'), form.setError, {
        fields,
        aliases: { grupo: 'grupoId' },
      });
    });
    expect(screen.getByRole('textbox', { name: 'Grupo' })).toHaveAccessibleDescription('Grupo não encontrado.');
  });

  it('joins several messages of one field', () => {
    setup();
    act(() => {
      applyServerFieldErrors(
        badInput([
          { field: 'cnpj', message: 'CNPJ inválido.' },
          { field: 'cnpj', message: 'O CNPJ 1 foi informado mais de uma vez.' },
          { field: 'cnpj', message: 'CNPJ inválido.' },
        ]),
        form.setError,
        { fields },
      );
    });
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveAccessibleDescription('CNPJ inválido. O CNPJ 1 foi informado mais de uma vez.');
  });

  it('returns what no field can show, and ignores errors without fields', () => {
    setup();
    let unshown: FieldError[] = [];
    act(() => {
      unshown = applyServerFieldErrors(badInput([{ field: 'id', message: 'Entrada inválida.' }]), form.setError, { fields });
    });
    expect(unshown).toEqual([{ field: 'id', message: 'Entrada inválida.' }]);
    expect(form.formState.errors).toEqual({});
    act(() => {
      unshown = applyServerFieldErrors(new Error('network'), form.setError, { fields });
    });
    expect(unshown).toEqual([]);
    // The helper text comes back when there is no error.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Como aparece nas listas');
  });
});
