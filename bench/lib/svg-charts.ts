// SVG charts written as text (no browser, no chart library): grouped bars, horizontal stacked bars and line charts
// with axes, ticks and a legend. Pure functions from numbers to an SVG document string.

const PALETTE = ['#2f6db5', '#e07b39', '#4a9c5d', '#c44e52', '#8172b3', '#937860', '#da8bc3', '#8c8c8c', '#ccb974', '#64b5cd', '#3a3a3a'];
const FONT = 'font-family="Helvetica, Arial, sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

export function colour(i: number): string {
  return PALETTE[i % PALETTE.length] as string;
}

/** About `count` round tick values (1, 2, 2.5, 5 × 10^k) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max <= min) max = min + 1;
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if ((ticks.at(-1) ?? min) < max) ticks.push(Number(((ticks.at(-1) ?? min) + step).toPrecision(12)));
  return ticks;
}

function fmt(v: number): string {
  if (Math.abs(v) >= 1_000_000) return `${Number((v / 1_000_000).toPrecision(3))}M`;
  if (Math.abs(v) >= 10_000) return `${Number((v / 1000).toPrecision(3))}k`;
  return String(Number(v.toPrecision(4)));
}

function frame(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** A plot area inside a canvas: the margins and the size left for the plot. */
function area(width: number, height: number, left: number, right: number, top: number, bottom: number) {
  return { width, height, left, right, top, bottom, plotW: width - left - right, plotH: height - top - bottom };
}

function legend(names: string[], x: number, y: number, colours: (i: number) => string = colour): string[] {
  return names.flatMap((name, i) => [
    `<rect x="${x}" y="${y + i * 18}" width="12" height="12" fill="${colours(i)}"/>`,
    `<text x="${x + 18}" y="${y + i * 18 + 10}">${escapeXml(name)}</text>`,
  ]);
}

export interface GroupedBars {
  title: string;
  yLabel: string;
  categories: string[];
  series: { name: string; values: number[] }[];
}

/** Vertical bars, one group per category and one bar per series, with the value printed above each bar. */
export function groupedBarChart(chart: GroupedBars): string {
  const { width, height, left, right, top, plotW, plotH } = area(760, 420, 64, 170, 40, 70);
  const max = Math.max(0, ...chart.series.flatMap((s) => s.values));
  const ticks = niceTicks(0, max);
  const yMax = ticks.at(-1) ?? 1;
  const y = (v: number) => top + plotH - (v / yMax) * plotH;
  const groupW = plotW / Math.max(1, chart.categories.length);
  const barW = (groupW * 0.8) / Math.max(1, chart.series.length);
  const body: string[] = [];
  for (const t of ticks) {
    body.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#e0e0e0"/>`);
    body.push(`<text x="${left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${fmt(t)}</text>`);
  }
  chart.categories.forEach((category, c) => {
    const gx = left + c * groupW + groupW * 0.1;
    chart.series.forEach((s, i) => {
      const v = s.values[c] ?? 0;
      const x = gx + i * barW;
      body.push(`<rect x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${(barW - 2).toFixed(1)}" height="${(top + plotH - y(v)).toFixed(1)}" fill="${colour(i)}"><title>${escapeXml(`${category} · ${s.name}: ${fmt(v)}`)}</title></rect>`);
      body.push(`<text x="${(x + barW / 2).toFixed(1)}" y="${(y(v) - 4).toFixed(1)}" text-anchor="middle" font-size="10">${fmt(v)}</text>`);
    });
    body.push(`<text x="${(left + c * groupW + groupW / 2).toFixed(1)}" y="${top + plotH + 18}" text-anchor="middle">${escapeXml(category)}</text>`);
  });
  body.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333"/>`);
  body.push(`<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.yLabel)}</text>`);
  body.push(...legend(chart.series.map((s) => s.name), width - right + 16, top + 10));
  return frame(width, height, chart.title, body);
}

export interface StackedBars {
  title: string;
  xLabel: string;
  rows: { label: string; parts: { name: string; value: number }[] }[];
  /** Optional marker per row (e.g. the bare-graph floor), drawn as a vertical tick. */
  markers?: { name: string; values: number[] };
}

/** Horizontal bars, one per row, split into named parts; every part name gets one colour across rows. */
export function stackedBarChart(chart: StackedBars): string {
  const names = [...new Set(chart.rows.flatMap((r) => r.parts.map((p) => p.name)))];
  const width = 820;
  const rowH = 34;
  const left = 190;
  const right = 230;
  const top = 44;
  const height = Math.max(top + chart.rows.length * rowH + 60, top + (names.length + 2) * 18 + 20);
  const plotW = width - left - right;
  const totals = chart.rows.map((r) => r.parts.reduce((a, p) => a + Math.max(0, p.value), 0));
  const ticks = niceTicks(0, Math.max(0, ...totals, ...(chart.markers?.values ?? [])));
  const xMax = ticks.at(-1) ?? 1;
  const x = (v: number) => left + (v / xMax) * plotW;
  const plotBottom = top + chart.rows.length * rowH;
  const body: string[] = [];
  for (const t of ticks) {
    body.push(`<line x1="${x(t).toFixed(1)}" x2="${x(t).toFixed(1)}" y1="${top - 4}" y2="${plotBottom}" stroke="#e0e0e0"/>`);
    body.push(`<text x="${x(t).toFixed(1)}" y="${plotBottom + 16}" text-anchor="middle">${fmt(t)}</text>`);
  }
  chart.rows.forEach((row, r) => {
    const y = top + r * rowH + 4;
    let at = 0;
    body.push(`<text x="${left - 8}" y="${y + rowH / 2}" text-anchor="end">${escapeXml(row.label)}</text>`);
    for (const part of row.parts) {
      const v = Math.max(0, part.value);
      if (v === 0) continue;
      body.push(`<rect x="${x(at).toFixed(1)}" y="${y}" width="${(x(at + v) - x(at)).toFixed(1)}" height="${rowH - 10}" fill="${colour(names.indexOf(part.name))}"><title>${escapeXml(`${row.label} · ${part.name}: ${fmt(v)}`)}</title></rect>`);
      at += v;
    }
    body.push(`<text x="${(x(at) + 4).toFixed(1)}" y="${y + rowH / 2}" font-size="10">${fmt(at)}</text>`);
    const marker = chart.markers?.values[r];
    if (marker !== undefined) body.push(`<line x1="${x(marker).toFixed(1)}" x2="${x(marker).toFixed(1)}" y1="${y - 3}" y2="${y + rowH - 7}" stroke="#000" stroke-width="2" stroke-dasharray="3 2"/>`);
  });
  body.push(`<text x="${left + plotW / 2}" y="${plotBottom + 36}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`);
  body.push(...legend(names, width - right + 16, top));
  if (chart.markers) {
    const ly = top + names.length * 18 + 6;
    body.push(`<line x1="${width - right + 22}" x2="${width - right + 22}" y1="${ly}" y2="${ly + 12}" stroke="#000" stroke-width="2" stroke-dasharray="3 2"/>`);
    body.push(`<text x="${width - right + 34}" y="${ly + 10}">${escapeXml(chart.markers.name)}</text>`);
  }
  return frame(width, height, chart.title, body);
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: { name: string; points: { x: number; y: number }[] }[];
  /** Logarithmic x axis (for sizes that grow by factors of ten). */
  logX?: boolean;
  /** Start the y axis at zero (default true). */
  yFromZero?: boolean;
}

/** Lines with point markers; a log x axis puts ticks at powers of ten. */
export function lineChart(chart: LineChart): string {
  const { width, height, left, right, top, plotW, plotH } = area(760, 400, 70, 190, 40, 56);
  const points = chart.series.flatMap((s) => s.points);
  const tx = (v: number) => (chart.logX ? Math.log10(Math.max(v, 1e-9)) : v);
  const xs = points.map((p) => tx(p.x));
  const ys = points.map((p) => p.y);
  const [lo, hi] = [Math.floor(Math.min(...xs)), Math.ceil(Math.max(...xs))];
  const xTicks = chart.logX
    ? Array.from({ length: Math.max(1, hi - lo) + 1 }, (_, i) => lo + i)
    : niceTicks(Math.min(...xs, 0), Math.max(...xs, 1));
  const yTicks = niceTicks(chart.yFromZero === false ? Math.min(...ys) : 0, Math.max(...ys, 1));
  const [x0, x1] = [xTicks[0] ?? 0, xTicks.at(-1) ?? 1];
  const [y0, y1] = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1];
  const px = (v: number) => left + ((tx(v) - x0) / (x1 - x0 || 1)) * plotW;
  const py = (v: number) => top + plotH - ((v - y0) / (y1 - y0 || 1)) * plotH;
  const body: string[] = [];
  for (const t of yTicks) {
    body.push(`<line x1="${left}" x2="${left + plotW}" y1="${py(t).toFixed(1)}" y2="${py(t).toFixed(1)}" stroke="#e0e0e0"/>`);
    body.push(`<text x="${left - 6}" y="${(py(t) + 4).toFixed(1)}" text-anchor="end">${fmt(t)}</text>`);
  }
  for (const t of xTicks) {
    const at = left + ((t - x0) / (x1 - x0 || 1)) * plotW;
    body.push(`<line x1="${at.toFixed(1)}" x2="${at.toFixed(1)}" y1="${top}" y2="${top + plotH}" stroke="#f0f0f0"/>`);
    body.push(`<text x="${at.toFixed(1)}" y="${top + plotH + 16}" text-anchor="middle">${fmt(chart.logX ? 10 ** t : t)}</text>`);
  }
  chart.series.forEach((s, i) => {
    const path = s.points.map((p, j) => `${j === 0 ? 'M' : 'L'}${px(p.x).toFixed(1)} ${py(p.y).toFixed(1)}`).join(' ');
    body.push(`<path d="${path}" fill="none" stroke="${colour(i)}" stroke-width="2"/>`);
    if (s.points.length <= 40) {
      for (const p of s.points) body.push(`<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3" fill="${colour(i)}"><title>${escapeXml(`${s.name}: ${fmt(p.x)} → ${fmt(p.y)}`)}</title></circle>`);
    }
  });
  body.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333"/>`);
  body.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}" stroke="#333"/>`);
  body.push(`<text x="${left + plotW / 2}" y="${height - 14}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`);
  body.push(`<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.yLabel)}</text>`);
  body.push(...legend(chart.series.map((s) => s.name), width - right + 16, top + 10));
  return frame(width, height, chart.title, body);
}
