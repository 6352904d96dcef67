declare module 'parse-prometheus-text-format' {
  /** One series of a counter, gauge or untyped family. */
  export interface Sample {
    labels?: Record<string, string>;
    value?: string;
  }
  export interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
