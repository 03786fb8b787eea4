import axe from 'axe-core';

/**
 * The serious and critical axe findings on the page, as "rule: targets" (an empty list is the
 * pass). Colour contrast is off: jsdom draws nothing, a real browser (e2e) checks it.
 */
export async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
