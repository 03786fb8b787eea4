import { BooleanFilterSelect, type ActiveFilterValue } from '../../components/data-table/ActiveFilterSelect';

const EXIBICAO = { label: 'slides.filter.emExibicao', all: 'slides.filter.emExibicao.all', yes: 'slides.filter.emExibicao.yes', no: 'slides.filter.emExibicao.no' } as const;

/** "Exibição: all / on display / not on display", kept in the address bar as 'true' / 'false'. */
export function ExibicaoFilterSelect({ value, onChange }: { readonly value: string | undefined; readonly onChange: (v: ActiveFilterValue) => void }) {
  return <BooleanFilterSelect value={value} onChange={onChange} messages={EXIBICAO} minWidth={170} />;
}
