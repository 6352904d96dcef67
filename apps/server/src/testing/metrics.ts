/// <reference path="./parse-prometheus-text-format.d.ts" />
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat, { type MetricFamily, type Sample } from 'parse-prometheus-text-format';

/**
 * GET /metrics, parsed. The parser folds a histogram's series with different labels into one, so
 * histograms are read as the plain series they are written as: `<name>_bucket`, `_sum`, `_count`.
 */
export async function scrape(app: FastifyInstance, headers: Record<string, string> = {}): Promise<MetricFamily[]> {
  const response = await app.inject({ url: '/metrics', headers });
  if (response.statusCode !== 200) throw new Error(`GET /metrics answered ${response.statusCode}`);
  return parsePrometheusTextFormat(response.body.replace(/^(# TYPE \S+) histogram$/gm, '$1 untyped'));
}

/** The series of `name` whose labels include `labels`; undefined when the scrape has none. */
export function series(
  families: MetricFamily[],
  name: string,
  labels: Record<string, string> = {},
): Sample | undefined {
  // A histogram read as plain series comes as one family per label set: look through them all.
  return families
    .filter((family) => family.name === name)
    .flatMap((family) => family.metrics)
    .find((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value));
}

/** A series' value; 0 when the scrape has none (a counter not yet counted). */
export function seriesValue(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  return Number(series(families, name, labels)?.value ?? 0);
}
