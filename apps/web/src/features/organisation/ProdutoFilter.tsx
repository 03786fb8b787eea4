import { useQuery } from '@apollo/client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { OPTIONS } from './organisation.queries';

/** The API's largest page: the network's products are a handful, all offered at once. */
const MAX_ROWS_PER_PAGE = 100;

interface ProdutoFilterProps {
  /** The chosen product's id; absent = every product. */
  readonly value: string | undefined;
  readonly onChange: (produtoId: string | undefined) => void;
}

/** "Product: all / <product>", the filter of the lists that belong to a product (access types, features). */
export function ProdutoFilter({ value, onChange }: ProdutoFilterProps) {
  const intl = useIntl();
  const { data } = useQuery(OPTIONS.produtos, {
    variables: { filtro: { page: 0, rowsPerPage: MAX_ROWS_PER_PAGE } },
    fetchPolicy: 'cache-first',
  });
  const options = data?.page.content ?? [];
  // MUI's select needs the option of its value: until the products arrive it reads "all" (the list is already filtered).
  const current = value && options.some((p) => p.id === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'organisation.field.produto' })}
      value={current}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      sx={{ minWidth: 180, flex: { xs: '1 1 160px', md: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'organisation.filter.allProdutos' })}</MenuItem>
      {options.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
