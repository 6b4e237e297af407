import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportDrillDownNotice } from './report-drill-down-notice';

/* Rendered to HTML in node (no DOM): what the list says about the figure that narrows it. */

describe("the report figure's notice on the list", () => {
  it('names the figure, its period and every filter it carries', () => {
    const html = renderToString(
      <ReportDrillDownNotice
        drillDown={{
          label: "Rapor: Kapatılan, SLA'lı — 02.11.2026–08.11.2026",
          details: ['Mağaza / Departman: İSTANBUL KADIKÖY BAHARİYE', 'Bilet Tipi: Şikayet'],
          filters: [{ propertyName: 'hasSla', operator: 'equal', targetValue: true }],
        }}
        onRemove={() => {}}
      />,
    );
    expect(html).toContain('Rapor: Kapatılan, SLA&#x27;lı — 02.11.2026–08.11.2026');
    expect(html).toContain('Mağaza / Departman: İSTANBUL KADIKÖY BAHARİYE · Bilet Tipi: Şikayet');
    expect(html).toContain('Rapor filtresini kaldır');
  });
});
