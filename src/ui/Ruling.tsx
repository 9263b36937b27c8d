// A ruling citation in the UI language; the rule text's own wording stays on hover.
import { useTranslation } from 'react-i18next';
import { rulingText } from './locales/rulings';

export function Ruling({ ruling }: { ruling: string }) {
  const { i18n } = useTranslation();
  const text = rulingText(ruling, i18n.language === 'en' ? 'en' : 'ja');
  return <span className="ruling" title={text !== ruling ? ruling : undefined} data-ruling={ruling}>{text}</span>;
}
