// The figures the assist keeps, on the table: per seat its HP, energy by colour (unused / used),
// the team attack of each battle area and its piles; then the characters on the field with their
// current stats and damage.
import { useTranslation } from 'react-i18next';
import type { Figure } from '../../rules/core';
import type { Seat } from '../../table';
import { groupFigures, type Lang } from '../../rules/core/assist';
import './rules.css';

const SEATS: readonly Seat[] = ['p1', 'p2'];

function value(figures: readonly Figure[], id: string): number | string | undefined {
  return figures.find((f) => f.id === id)?.value;
}

export function TallyBoard({ figures, lang }: { figures: readonly Figure[]; lang: Lang }) {
  const { t } = useTranslation();
  const groups = groupFigures(figures, lang);
  const known = (id: string) => /^(p[12]\.(hp|energy\..*|deck|hand|discard)|attack\..*)$/.test(id);
  return (
    <div className="tally-board" data-testid="tallies">
      {SEATS.map((seat) => {
        const attacks = figures.filter((f) => f.id.startsWith(`attack.${seat}.area`));
        const others = groups.seats[seat].filter((f) => !known(f.id));
        const hp = value(figures, `${seat}.hp`);
        const energy = (slot: string, colour: string) => value(figures, `${seat}.energy.${slot}.${colour}`) ?? 0;
        return (
          <section key={seat} className={`tally-seat seat-${seat}`} data-testid={`tally-${seat}`}>
            <header>
              <span>{t(`seat.${seat}`)}</span>
              {hp !== undefined && <strong className="hp" data-testid={`tally-${seat}-hp`} title="NF 3.3">HP {hp}</strong>}
            </header>
            {value(figures, `${seat}.energy.unused.blue`) !== undefined && (
              <table className="energy" data-testid={`tally-${seat}-energy`}>
                <tbody>
                  <tr><th>{t('rules.unused')}</th><td className="blue">{energy('unused', 'blue')}</td><td className="red">{energy('unused', 'red')}</td></tr>
                  <tr><th>{t('rules.used')}</th><td className="blue">{energy('used', 'blue')}</td><td className="red">{energy('used', 'red')}</td></tr>
                </tbody>
              </table>
            )}
            {attacks.length > 0 && (
              <div className="attacks">
                {attacks.map((f) => <span key={f.id} data-testid={`tally-${f.id}`}>{t('rules.attack', { area: f.id.slice(f.id.lastIndexOf('area') + 4) })} <b>{f.value}</b></span>)}
              </div>
            )}
            <div className="piles muted">
              {(['deck', 'hand', 'discard'] as const).map((pile) => value(figures, `${seat}.${pile}`) !== undefined && (
                <span key={pile}>{t(`rules.piles.${pile}`)} {value(figures, `${seat}.${pile}`)}</span>
              ))}
            </div>
            {others.map((f) => <div key={f.id}>{f.label} <b>{f.value}</b></div>)}
          </section>
        );
      })}
      {groups.cards.size > 0 && (
        <section className="tally-field">
          <header>{t('rules.field')}</header>
          {[...groups.cards.entries()].map(([card, rows]) => (
            <div key={card} data-testid={`tally-card-${card}`}>
              {rows.map((r) => <span key={r.id} className={r.id.startsWith('damage.') ? 'damage' : ''}>{r.label} <b>{r.value}</b></span>)}
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
