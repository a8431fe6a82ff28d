// The sales chart's scales (components/sales-chart.tsx): a value axis of round steps from 0 that covers the highest
// bar, and which days of the period get a date under the axis. Pure, so the drawing only places what they say.

/** 0 and up to `count` round steps (1, 2, 2.5 or 5 × a power of ten) whose last covers `max`. */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < max) ticks.push(ticks.length * step);
  return ticks;
}

/** Indexes of the days labelled under the axis: the first, the last, and evenly spaced ones between, at most `most`. */
export function dayTicks(days: number, most = 6): number[] {
  if (days <= 0) return [];
  if (days <= most) return Array.from({ length: days }, (_, index) => index);
  const every = Math.ceil((days - 1) / (most - 1));
  const ticks: number[] = [];
  for (let index = 0; index < days - 1; index += every) ticks.push(index);
  // The last day always, unless it would crowd the tick before it.
  if (days - 1 - (ticks.at(-1) ?? 0) < every / 2) ticks.pop();
  ticks.push(days - 1);
  return ticks;
}
