import { describe, expect, it } from 'vitest';
import { reportOrigin, reportProblems, type ReportFormValues } from './report-rules.js';

const base: ReportFormValues = { slug: 'consulta-pecas', tituloPt: 'Consulta', tituloEs: 'Consulta', tituloEn: 'Lookup', tipo: 'EXTERNO', url: 'https://bi.example.com/x?y=1' };

describe('reportOrigin (what joins the CSP frame-src)', () => {
  it('the origin of an https address, without path or query', () => {
    expect(reportOrigin('https://bi.example.com:8443/painel?x=1#a')).toBe('https://bi.example.com:8443');
  });

  it('null for http, other schemes, credentials, spaces or no address', () => {
    for (const bad of ['http://bi.example.com', 'javascript:alert(1)', 'https://u:p@bi.example.com', 'https://bi.example.com/a b', '/relativo', 'não é endereço']) {
      expect(reportOrigin(bad), bad).toBeNull();
    }
  });
});

describe('reportProblems', () => {
  it('a valid external definition has none', () => {
    expect(reportProblems(base)).toEqual([]);
  });

  it('slug words in lower case joined by hyphens; every title required', () => {
    expect(reportProblems({ ...base, slug: 'Não Vale', tituloEs: ' ' }).map((i) => [i.field, i.code])).toEqual([
      ['slug', 'slugInvalid'],
      ['tituloEs', 'required'],
    ]);
  });

  it('the source decides which field is required', () => {
    expect(reportProblems({ ...base, url: '' })).toEqual([{ field: 'url', code: 'required' }]);
    expect(reportProblems({ ...base, url: 'http://bi.example.com' })).toEqual([{ field: 'url', code: 'urlInvalid' }]);
    expect(reportProblems({ ...base, tipo: 'INTERNO', url: null, relatorioInterno: null })).toEqual([{ field: 'relatorioInterno', code: 'required' }]);
    expect(reportProblems({ ...base, tipo: 'INTERNO', relatorioInterno: 'OUTRO' })).toEqual([{ field: 'relatorioInterno', code: 'invalid' }]);
    expect(reportProblems({ ...base, tipo: 'INTERNO', relatorioInterno: 'ULTIMO_ACESSO' })).toEqual([]);
  });
});
