// The CSV layout of each game (documented columns and the row reader), for importing sets.
import { csvColumns as chronoColumns, fromCsvRow as chronoRow } from './chrono/csv';
import { csvColumns as falldownColumns, fromCsvRow as falldownRow } from './falldown/csv';
import type { CsvLayout, GameId } from './game';
import { csvColumns as multiverseColumns, fromCsvRow as multiverseRow } from './multiverse/csv';
import { csvColumns as nofutureColumns, fromCsvRow as nofutureRow } from './nofuture/csv';

export const CSV_LAYOUTS: Readonly<Record<GameId, CsvLayout>> = {
  nofuture: { columns: nofutureColumns, fromCsvRow: nofutureRow },
  multiverse: { columns: multiverseColumns, fromCsvRow: multiverseRow },
  chrono: { columns: chronoColumns, fromCsvRow: chronoRow },
  falldown: { columns: falldownColumns, fromCsvRow: falldownRow },
};
