import { type OutcomeSeries, formatDateTime } from '@clinic/domain';

const W = 320;
const H = 120;
const PAD = { left: 36, right: 10, top: 10, bottom: 22 };
const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const shortDate = (iso: string) => formatDateTime(iso).slice(0, 5);

/**
 * A series as a small line chart in plain SVG (no chart library in the bundle). The figure is
 * described by its label; the values themselves are in the table beside it, for screen readers.
 */
export function OutcomeChart({ series, description }: { series: OutcomeSeries; description: string }) {
  const values = series.points.map((p) => p.value);
  const low = series.min ?? Math.min(0, ...values);
  const high = Math.max(series.max ?? Math.max(...values), low + 1);
  const x = (i: number) => PAD.left + (series.points.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (series.points.length - 1));
  const y = (v: number) => PAD.top + (1 - (v - low) / (high - low)) * (H - PAD.top - PAD.bottom);
  const path = series.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: 420, display: 'block' }} role="img" aria-label={description}>
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="var(--mantine-color-gray-5)" />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} stroke="var(--mantine-color-gray-5)" />
      <text x={PAD.left - 4} y={PAD.top + 4} fontSize="10" textAnchor="end" fill="var(--mantine-color-gray-7)">
        {number(high)}
      </text>
      <text x={PAD.left - 4} y={H - PAD.bottom} fontSize="10" textAnchor="end" fill="var(--mantine-color-gray-7)">
        {number(low)}
      </text>
      <path d={path} fill="none" stroke="var(--mantine-color-clinic-7, #0b7285)" strokeWidth="2" />
      {series.points.map((p, i) => (
        <g key={p.entryId}>
          <circle cx={x(i)} cy={y(p.value)} r="3.5" fill="var(--mantine-color-clinic-7, #0b7285)" />
          {(i === 0 || i === series.points.length - 1) && (
            <text
              x={x(i)}
              y={H - 6}
              fontSize="10"
              textAnchor={series.points.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
              fill="var(--mantine-color-gray-7)"
            >
              {shortDate(p.at)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
