// Entry point: load the card sets, open this browser's table, render the app.
import { createRoot } from 'react-dom/client';
import { CardCatalog, parseCardSet } from '../cards/catalog';
import { initI18n } from '../ui/i18n';
import '../ui/styles.css';
import { App, storedViewer } from './App';
import { STARTER_SET, TableSession } from './session';

async function loadCatalog(): Promise<CardCatalog> {
  const catalog = new CardCatalog();
  const response = await fetch(`${import.meta.env.BASE_URL}assets/sets/${STARTER_SET}.json`);
  if (!response.ok) throw new Error(`card set ${STARTER_SET}: HTTP ${response.status}`);
  catalog.add(parseCardSet(await response.json()));
  return catalog;
}

function showFatal(root: HTMLElement, error: unknown): void {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  box.textContent = `Fudaba could not start: ${error instanceof Error ? error.message : String(error)}`;
  root.appendChild(box);
}

async function start(): Promise<void> {
  initI18n();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from index.html');
  try {
    const catalog = await loadCatalog();
    const tableName = new URLSearchParams(location.search).get('table') ?? 'local';
    const session = new TableSession(tableName, catalog, storedViewer());
    await session.open();
    createRoot(rootElement).render(<App session={session} />);
  } catch (error) {
    console.error(error);
    showFatal(rootElement, error);
  }
}

void start();
