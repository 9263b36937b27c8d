// The replay viewer's strings, added to i18next when the viewer's code loads (not in the first load).
import i18next from 'i18next';

const ja = {
  replayView: {
    title: 'リプレイ', history: '履歴', unsigned: '署名なし (ローカルの卓)', signed: '署名を検証済み',
    start: '最初', back: '1つ戻る', forward: '1つ進む', play: '再生 {{speed}}×', pause: '一時停止',
    close: '閉じる', live: 'ライブに戻る', lesson: 'レッスンとして開く', scrubber: 'タイムライン',
    position: '{{at}} / {{total}}', refused: '拒否された変更 ({{who}})', change: '{{n}} 個の物を変更', changeBy: '{{who}}: {{n}} 個の物を変更', start0: '開始時の卓',
    revealed: '公開された鍵で {{seats}} の伏せ札を表示', hiddenStay: '伏せ札は鍵の公開まで伏せたまま',
    turn: 'ターン {{turn}} · {{active}} · {{phase}}', winner: '勝者: {{winner}}', ok: 'アシスト: 問題なし',
    refusedCount: '{{n}} 件の変更は検証で拒否されました', list: '操作の一覧', problems: 'リプレイを開けません',
    loading: 'リプレイを検証中…', nobody: '不明',
  },
};

const en: typeof ja = {
  replayView: {
    title: 'Replay', history: 'History', unsigned: 'Unsigned (a local table)', signed: 'Signatures verified',
    start: 'Start', back: 'Step back', forward: 'Step forward', play: 'Play {{speed}}×', pause: 'Pause',
    close: 'Close', live: 'Back to live', lesson: 'Open as a lesson', scrubber: 'Timeline',
    position: '{{at}} / {{total}}', refused: 'Refused change ({{who}})', change: 'changed {{n}} object(s)', changeBy: '{{who}}: changed {{n}} object(s)', start0: 'The table at the start',
    revealed: 'Hidden cards of {{seats}} shown with their revealed keys', hiddenStay: 'Hidden cards stay hidden until their keys are revealed',
    turn: 'Turn {{turn}} · {{active}} · {{phase}}', winner: 'Winner: {{winner}}', ok: 'Assist: nothing to say',
    refusedCount: '{{n}} changes were refused when verified', list: 'Actions', problems: 'The replay cannot be opened',
    loading: 'Verifying the replay…', nobody: 'unknown',
  },
};

const bundles = { ja, en };

/** Adds the viewer's strings to each language whose main strings are loaded (adding them first would hide those). */
function addLoaded(): void {
  for (const lang of ['ja', 'en'] as const) {
    if (i18next.hasResourceBundle(lang, 'translation') && !i18next.exists('replayView.title', { lng: lang })) {
      i18next.addResourceBundle(lang, 'translation', bundles[lang], true, false);
    }
  }
}

let listening = false;
export function addReplayStrings(): void {
  addLoaded();
  if (listening) return;
  listening = true;
  i18next.on('languageChanged', addLoaded);
}
