import { describe, expect, it } from 'vitest';
import { escapeXml, groupedBarChart, lineChart, niceTicks, stackedBarChart } from '../../bench/lib/svg-charts.js';

const rects = (svg: string) => (svg.match(/<rect /g) ?? []).length;

describe('SVG charts', () => {
  it('chooses round ticks that cover the data', () => {
    expect(niceTicks(0, 27)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(0, 430)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(niceTicks(0, 0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(5, 5).length).toBeGreaterThan(1);
  });

  it('draws one bar per value in a grouped bar chart, and escapes labels', () => {
    const svg = groupedBarChart({ title: 'p50 <ms> & floor', yLabel: 'ms', categories: ['a', 'b', 'c'], series: [{ name: 'ours', values: [3, 4, 5] }, { name: 'bare', values: [1, 2, 3] }] });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('p50 &lt;ms&gt; &amp; floor');
    // background + 6 bars + 2 legend swatches
    expect(rects(svg)).toBe(1 + 6 + 2);
  });

  it('stacks the parts of each row and skips empty parts', () => {
    const svg = stackedBarChart({ title: 't', xLabel: 'ms', rows: [{ label: 'r1', parts: [{ name: 'gather', value: 2 }, { name: 'act', value: 0 }, { name: 'rest', value: 3 }] }], markers: { name: 'floor', values: [4] } });
    // background + 2 non-empty parts + 3 legend swatches (every part name gets one)
    expect(rects(svg)).toBe(1 + 2 + 3);
    expect(svg).toContain('stroke-dasharray');
  });

  it('draws a path per series, on a log axis when asked', () => {
    const svg = lineChart({ title: 't', xLabel: 'customers', yLabel: 'ms', logX: true, series: [{ name: 's', points: [{ x: 100, y: 5 }, { x: 100_000, y: 7 }] }] });
    expect((svg.match(/<path /g) ?? []).length).toBe(1);
    expect(svg).toContain('>100k<');
    expect(escapeXml(`a"b'c`)).toBe('a&quot;b&apos;c');
  });
});
