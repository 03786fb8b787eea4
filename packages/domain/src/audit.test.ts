import { describe, expect, it } from 'vitest';
import { auditPath, isAuditTipo } from './audit.js';

describe('audit tipos', () => {
  it('knows its kinds only (no prototype keys) and builds their addresses', () => {
    expect(isAuditTipo('usuario')).toBe(true);
    expect(isAuditTipo('toString')).toBe(false);
    expect(isAuditTipo('marca')).toBe(false);
    expect(auditPath('grupoUsuarios', 12)).toBe('/auditoria/12/grupoUsuarios');
  });
});
