import { onDealersChange, onGruposChange, onMarcasChange, onTipoChange } from '@portal/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';

const DEPENDENT = ['grupos', 'idsDealers', 'cargos'] as const;

/**
 * Spec 01 §4, with the domain's functions: changing the type or the brands clears groups and
 * dealers (and so their positions); changing groups keeps only the dealers of the remaining
 * groups; changing dealers drops the positions of the dealers removed. Only changes the user
 * makes cascade (react-hook-form marks them `change`), not the values the form is loaded with.
 */
export function useCascades(form: UseFormReturn<UserFormValues, UserFormContext>, groupOf: (dealerId: string) => string | null): void {
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (type !== 'change') return;
      const v = form.getValues();
      let next: UserFormValues;
      if (name === 'tipo') next = onTipoChange(v);
      else if (name === 'marcas') next = onMarcasChange(v, v.marcas);
      else if (name === 'grupos') next = onGruposChange(v, v.grupos, (d) => groupOf(String(d)));
      else if (name === 'idsDealers') next = onDealersChange(v, v.idsDealers);
      else return;
      for (const key of DEPENDENT) {
        if (next[key].length !== v[key].length) {
          form.setValue(key, next[key] as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, groupOf]);
}
