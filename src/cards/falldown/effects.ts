// Card effects: what triggers them and whose choice met the trigger, which decides the layer they
// resolve in (rule text 7-3).
import { z } from 'zod/mini';

export const TRIGGERS = ['summon', 'use', 'attack', 'attacked', 'destroyed', 'immediate', 'phase-end', 'static'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const TRIGGER_LABEL: Readonly<Record<Trigger, { ja: string; en: string }>> = {
  summon: { ja: '召喚時', en: 'On summon' },
  use: { ja: '使用時', en: 'On use' },
  attack: { ja: '攻撃時', en: 'On attack' },
  attacked: { ja: '被攻撃時', en: 'When attacked' },
  destroyed: { ja: '破壊時', en: 'On destruction' },
  immediate: { ja: '即時', en: 'Immediate' },
  'phase-end': { ja: 'フェイズ終了時', en: 'At phase end' },
  static: { ja: '常時', en: 'Continuous' },
};

/**
 * Whose choice met the trigger: 'own' resolves in the confirmed layer (7-3 (2)), 'opponent' in the
 * unconfirmed layer (7-3 (3)); 'none' for phase-end and continuous effects, which no choice starts.
 */
export const CHOICES = ['own', 'opponent', 'none'] as const;
export type Choice = (typeof CHOICES)[number];

export const CHOICE_LABEL: Readonly<Record<Choice, { ja: string; en: string }>> = {
  own: { ja: '自分', en: 'own' },
  opponent: { ja: '相手', en: 'opponent' },
  none: { ja: 'なし', en: 'none' },
};

/** Triggers no player's choice starts: they take choice 'none' and only they do. */
export const UNCHOSEN_TRIGGERS: readonly Trigger[] = ['phase-end', 'static'];

export const effectSchema = z
  .object({
    trigger: z.enum(TRIGGERS),
    choice: z.enum(CHOICES),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    textEn: z._default(z.string().check(z.maxLength(300)), ''),
  }).check(z.superRefine((effect, ctx) => {
    const unchosen = UNCHOSEN_TRIGGERS.includes(effect.trigger);
    if (unchosen !== (effect.choice === 'none')) {
      ctx.addIssue({
        code: 'custom',
        path: ['choice'],
        message: unchosen
          ? `a ${effect.trigger} effect is started by no choice: use "none"`
          : `a ${effect.trigger} effect is started by a player's choice: use "own" or "opponent"`,
      });
    }
  }));
export type Effect = z.infer<typeof effectSchema>;

export type ResolutionLayer = 'confirmed' | 'unconfirmed' | 'phase-end' | 'continuous';

/** The resolve-step layer an effect belongs to (rule text 7-3). */
export function resolutionLayer(effect: Pick<Effect, 'trigger' | 'choice'>): ResolutionLayer {
  if (effect.trigger === 'static') return 'continuous';
  if (effect.trigger === 'phase-end') return 'phase-end';
  return effect.choice === 'opponent' ? 'unconfirmed' : 'confirmed';
}

/** The usual choice for a trigger, for CSV cells that leave it out. */
export function defaultChoice(trigger: Trigger): Choice {
  if (UNCHOSEN_TRIGGERS.includes(trigger)) return 'none';
  return trigger === 'attacked' || trigger === 'destroyed' ? 'opponent' : 'own';
}
