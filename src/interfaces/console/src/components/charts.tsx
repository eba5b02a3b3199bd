// Small SVG charts for the operations view: stacked bars per minute and a line chart, each with a text summary
// for screen readers and a visible legend.

export interface Series { name: string; className: string; values: (number | null)[] }

const W = 600;
const H = 160;
const PAD = { left: 36, right: 8, top: 8, bottom: 22 };

function axis(max: number, labels: string[]) {
  const step = Math.max(1, Math.ceil(labels.length / 6));
  const x = (i: number) => PAD.left + (i + 0.5) * ((W - PAD.left - PAD.right) / Math.max(1, labels.length));
  return (
    <g className="axis">
      <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} />
      <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end">{max}</text>
      <text x={PAD.left - 4} y={H - PAD.bottom} textAnchor="end">0</text>
      {labels.map((l, i) => (i % step === 0 ? <text key={i} x={x(i)} y={H - 6} textAnchor="middle">{l}</text> : null))}
    </g>
  );
}

function Legend({ series }: { series: Series[] }) {
  return <ul className="legend">{series.map((s) => <li key={s.name}><span className={`swatch ${s.className}`} aria-hidden="true" />{s.name}</li>)}</ul>;
}

export function StackedBars({ title, labels, series, summary }: { title: string; labels: string[]; series: Series[]; summary: string }) {
  const totals = labels.map((_, i) => series.reduce((n, s) => n + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const band = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const scale = (v: number) => (v / max) * (H - PAD.top - PAD.bottom);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${summary}`}>
        {labels.map((_, i) => {
          let y = H - PAD.bottom;
          return series.map((s) => {
            const h = scale(s.values[i] ?? 0);
            y -= h;
            return h > 0 ? <rect key={`${i}-${s.name}`} className={s.className} x={PAD.left + i * band + band * 0.15} y={y} width={band * 0.7} height={h} /> : null;
          });
        })}
        {axis(max, labels)}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

export function Lines({ title, labels, series, summary, unit }: { title: string; labels: string[]; series: Series[]; summary: string; unit: string }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const band = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const point = (v: number, i: number) => `${PAD.left + (i + 0.5) * band},${H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom)}`;
  return (
    <figure className="chart">
      <figcaption>{title} ({unit})</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${summary}`}>
        {series.map((s) => {
          const pts = s.values.map((v, i) => (v === null ? null : point(v, i))).filter((p): p is string => p !== null);
          return (
            <g key={s.name} className={s.className}>
              {pts.length > 1 ? <polyline points={pts.join(' ')} fill="none" /> : null}
              {pts.map((p, i) => { const [cx, cy] = p.split(','); return <circle key={i} cx={cx} cy={cy} r={3} />; })}
            </g>
          );
        })}
        {axis(Math.round(max), labels)}
      </svg>
      <Legend series={series} />
    </figure>
  );
}
