// What a scenario file says it exercises: its `rulings` and `sections`, and the rulings its `expect`
// blocks check (expect.rulings, verdict.ruling, verdicts[].ruling). Read leniently: a file that is
// not a scenario gives nothing, the scenario tests report what is wrong with it.

export interface ScenarioCitations {
  /** "chrono/charm.json" */
  file: string;
  game: string;
  /** How many `expect` steps it has; a scenario without one proves nothing and is not counted. */
  expects: number;
  citations: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function expectCitations(expect: Record<string, unknown>): string[] {
  const verdict = record(expect['verdict']);
  const verdicts = Array.isArray(expect['verdicts']) ? expect['verdicts'].map(record) : [];
  return [
    ...strings(expect['rulings']),
    ...(typeof verdict?.['ruling'] === 'string' ? [verdict['ruling']] : []),
    ...verdicts.flatMap((v) => (typeof v?.['ruling'] === 'string' ? [v['ruling']] : [])),
  ];
}

export function scenarioCitations(file: string, text: string): ScenarioCitations | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const scenario = record(json);
  if (!scenario || typeof scenario['game'] !== 'string') return null;
  const steps = Array.isArray(scenario['actions']) ? scenario['actions'].map(record) : [];
  const expects = steps.flatMap((step) => {
    const expect = record(step?.['expect']);
    return expect ? [expect] : [];
  });
  const citations = [...strings(scenario['rulings']), ...strings(scenario['sections']), ...expects.flatMap(expectCitations)];
  return { file, game: scenario['game'], expects: expects.length, citations: [...new Set(citations)] };
}
