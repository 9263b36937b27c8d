// The six faces of the evasion die: the faces that evade highlighted, the rolled face marked.
import { useTranslation } from 'react-i18next';
import type { DieFace } from './model';

const PIPS = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function DieFaces({ faces }: { faces: readonly DieFace[] }) {
  const { t } = useTranslation();
  return (
    <div className="mf-die-faces" data-testid="mf-die-faces">
      {faces.map((f) => (
        <span
          key={f.face}
          className={`face${f.evades ? ' evades' : ''}${f.rolled ? ' rolled' : ''}`}
          data-testid={`mf-face-${f.face}`} data-evades={f.evades} data-rolled={f.rolled}
          title={f.evades ? t('mfAssist.evaded') : t('mfAssist.hit')}
        >
          <span className="pip" aria-hidden="true">{PIPS[f.face]}</span>{f.face}
        </span>
      ))}
    </div>
  );
}
