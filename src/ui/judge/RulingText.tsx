// The text of a RULINGS id in the reader's language, beside a judge's ruling in the log.
import { useTranslation } from 'react-i18next';
import { rulingEntry } from './rulingsList';
import './judge.css';

export default function RulingText({ id }: { id: string }) {
  const { i18n } = useTranslation();
  const entry = rulingEntry(id);
  if (!entry) return null;
  return <span className="judge-ruling-text" data-testid="judge-ruling-text"> — {i18n.language === 'en' ? entry.en : entry.ja}</span>;
}
