import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/i18n/format';
import type { ChartPoint } from '../model/statistics';
import { SampleBadge } from './sample-badge';

interface BarChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** How a value reads in labels and in the screen-reader table (a count by default). */
  formatValue?: (n: number) => string;
  /** Show every n-th x label (all when the bars are few). */
  labelEvery?: number;
  /**
   * Which bar the labels count from: the last (so the newest week is always named) or the first (hours
   * from 00:00: counted back from 23:00, the last label sat against the chart's edge and touched the one
   * before it, "20:0023:00").
   */
  labelFrom?: 'first' | 'last';
  /** Sample data: drawn striped and named so (the spec's hard-coded analytics). */
  sample?: boolean;
  valueHeader?: string;
  labelHeader?: string;
}

const W = 320;
const H = 160;
const PAD_LEFT = 4;
const PAD_RIGHT = 4;
const PAD_TOP = 18;
const PAD_BOTTOM = 22;

/**
 * A small SVG bar chart, no library: the bars scale to the largest value; an accessible table of the
 * same numbers sits beside it for screen readers (the SVG itself is one labelled image).
 */
export function BarChart({
  title,
  points,
  formatValue = formatCount,
  labelEvery = 1,
  labelFrom = 'last',
  sample = false,
  valueHeader,
  labelHeader,
}: BarChartProps) {
  const { t } = useTranslation('restaurant');
  const id = useId();
  const patternId = `${id}-stripes`.replace(/:/g, '');
  const max = Math.max(0, ...points.map((p) => p.value));
  const plotW = W - PAD_LEFT - PAD_RIGHT;
  const plotH = H - PAD_TOP - PAD_BOTTOM;
  const slot = points.length > 0 ? plotW / points.length : plotW;
  const barW = Math.max(2, slot * 0.7);
  const peak = max > 0 ? points.findIndex((p) => p.value === max) : -1;
  const summary =
    max > 0 && peak >= 0
      ? t('chart.highest', { title, value: formatValue(max), label: points[peak]!.label })
      : t('chart.noData', { title });

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex items-center justify-between gap-2 text-sm font-semibold text-zinc-800 dark:text-zinc-100">
        <span>{title}</span>
        {sample && <SampleBadge />}
      </figcaption>
      <svg
        role="img"
        aria-label={sample ? t('chart.sample', { text: summary }) : summary}
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full text-amber-500"
      >
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="currentColor" opacity="0.35" />
            <rect width="3" height="6" fill="currentColor" opacity="0.8" />
          </pattern>
        </defs>
        <line
          x1={PAD_LEFT}
          x2={W - PAD_RIGHT}
          y1={H - PAD_BOTTOM}
          y2={H - PAD_BOTTOM}
          className="stroke-zinc-300 dark:stroke-zinc-700"
          strokeWidth="1"
        />
        {points.map((p, i) => {
          const h = max > 0 ? (p.value / max) * plotH : 0;
          const x = PAD_LEFT + i * slot + (slot - barW) / 2;
          const y = H - PAD_BOTTOM - h;
          const showLabel = (labelFrom === 'last' ? points.length - 1 - i : i) % labelEvery === 0;
          const cx = x + barW / 2;
          return (
            <g key={`${p.label}-${i}`}>
              {h > 0 && (
                <rect
                  x={x}
                  y={y}
                  width={barW}
                  height={h}
                  rx={Math.min(3, barW / 3)}
                  fill={sample ? `url(#${patternId})` : 'currentColor'}
                />
              )}
              {i === peak && (
                <text
                  x={cx}
                  y={y - 4}
                  textAnchor={anchorAt(cx)}
                  fontSize="10"
                  className="fill-zinc-700 dark:fill-zinc-200"
                >
                  {formatValue(p.value)}
                </text>
              )}
              {showLabel && (
                <text
                  x={cx}
                  y={H - 6}
                  textAnchor={anchorAt(cx)}
                  fontSize="9"
                  className="fill-zinc-500 dark:fill-zinc-400"
                >
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{sample ? t('chart.sample', { text: title }) : title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader ?? t('chart.labelHeader')}</th>
            <th scope="col">{valueHeader ?? t('chart.valueHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.label}-${i}`}>
              <th scope="row">{p.label}</th>
              <td>{formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Labels near either edge grow inwards instead of being cut off. */
function anchorAt(cx: number): 'start' | 'middle' | 'end' {
  if (cx < 24) return 'start';
  if (cx > W - 24) return 'end';
  return 'middle';
}
