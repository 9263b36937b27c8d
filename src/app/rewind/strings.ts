// The rewind panel's strings, added to i18next when its code loads (not in the first load).
import i18next from 'i18next';

const ja = {
  rewind: {
    title: '巻き戻し', propose: 'ここまで巻き戻しを提案', proposed: '巻き戻しを提案しました',
    moment: '{{step}} 手目 ({{time}})', by: '提案: {{who}}', accept: '承諾', decline: '辞退',
    waiting: '{{seat}} の返事待ち', accepted: '{{seat}} 承諾', declined: '{{seat}} 辞退',
    applied: '巻き戻し済み', applying: '両者承諾: 巻き戻し中…', unmatched: 'この端末の履歴にその時点がありません (適用しません)',
    hint: '両プレイヤーが承諾すると、各自のブラウザが自分の物をその時点に戻します。ログ・封筒・共同デッキの記録は戻りません。',
    judge: 'ジャッジ',
  },
};

const en: typeof ja = {
  rewind: {
    title: 'Rewinds', propose: 'Propose a rewind to here', proposed: 'Rewind proposed',
    moment: 'step {{step}} ({{time}})', by: 'proposed by {{who}}', accept: 'Accept', decline: 'Decline',
    waiting: 'waiting for {{seat}}', accepted: '{{seat}} accepted', declined: '{{seat}} declined',
    applied: 'rewound', applying: 'both accepted: rewinding…', unmatched: 'this browser’s history has no such moment (not applied)',
    hint: 'When both players accept, each browser puts its own things back as they were then. The log, envelopes and joint-deck records are not rewound.',
    judge: 'Judge',
  },
};

const bundles = { ja, en };

function addLoaded(): void {
  for (const lang of ['ja', 'en'] as const) {
    if (i18next.hasResourceBundle(lang, 'translation') && !i18next.exists('rewind.title', { lng: lang })) {
      i18next.addResourceBundle(lang, 'translation', bundles[lang], true, false);
    }
  }
}

let listening = false;
export function addRewindStrings(): void {
  addLoaded();
  if (listening) return;
  listening = true;
  i18next.on('languageChanged', addLoaded);
}
