// 日本語 UI 文言。
export const ja = {
  app: { title: '札場', subtitle: 'Fudaba' },
  seat: { label: '席', p1: 'プレイヤー1', p2: 'プレイヤー2', spectator: '観戦' },
  toolbar: {
    undo: '元に戻す', redo: 'やり直し', zoomIn: '拡大', zoomOut: '縮小', fit: '全体表示',
    save: '保存', load: '読み込み', newTable: '新しいテーブル', help: 'ヘルプ', language: 'English', log: 'ログ',
    add: '追加',
  },
  add: { token: 'トークン', blueToken: '青エネルギー', redToken: '赤エネルギー', coin: 'コイン', die: 'サイコロ', counter: 'カウンター' },
  menu: {
    flip: '裏返す', tap: 'タップ/アンタップ', rotate: '180°回転', draw: '1枚引く', drawN: '{{n}}枚引く', takeTop: '一番上を取る',
    takeBottom: '一番下を取る', deal: '各プレイヤーに配る', shuffle: 'シャッフル', cut: 'カット', fan: '広げる', gather: 'まとめる',
    roll: '振る', toss: 'コイントス', increment: '+1', decrement: '−1', setValue: '値を設定…', attach: '下に重ねる(装着)',
    detach: '外す', duplicate: '複製', toFront: '最前面へ', toBack: '最背面へ', delete: '削除', stackSelected: '選択を重ねる',
    inspect: '拡大表示', addHere: 'ここに追加',
  },
  prompt: { value: '新しい値', deal: '1人あたりの枚数' },
  help: {
    title: '操作とショートカット', close: '閉じる',
    mouse: 'ドラッグで移動、カードや山札の上に落とすと重なる。Shift+クリックで複数選択、空き場所をドラッグで範囲選択。ホイールで拡大縮小、Space+ドラッグかホイールクリックで移動。右クリック(長押し)でメニュー。ダブルクリックで裏返す(山札は1枚引く)。',
    keys: {
      F: '裏返す', T: 'タップ/アンタップ', R: '180°回転(サイコロ・コインは振る)', S: 'シャッフル', D: '1枚引く', '1–9': 'N枚引く',
      G: '広げる/まとめる', C: 'カット', '+ / −': 'カウンター・トークンを増減', Del: '削除', 'Ctrl+Z': '元に戻す',
      'Ctrl+Y': 'やり直し', 'Ctrl+D': '複製', 'Ctrl+A': 'すべて選択', Esc: '選択解除', '?': 'このヘルプ',
    },
  },
  log: {
    title: 'ログ', empty: 'まだ何も起きていません',
    seats: { p1: 'P1', p2: 'P2', system: 'システム' },
    ops: {
      move: '{{who}}が{{what}}を{{zone}}に置いた', flip: '{{who}}が{{count}}個を裏返した', tap: '{{who}}が{{count}}枚をタップ/アンタップした',
      rotate: '{{who}}が{{count}}枚を回転した', stack: '{{who}}が{{count}}枚を重ねた', take: '{{who}}が山から{{count}}枚取った',
      draw: '{{who}}が{{count}}枚引いた', deal: '{{who}}が{{count}}枚ずつ配った', shuffle: '{{who}}が{{count}}枚の山をシャッフルした(シード {{seed}})',
      cut: '{{who}}が山をカットした', fan: '{{who}}が山を広げた', gather: '{{who}}が山をまとめた', attach: '{{who}}がカードを装着した',
      detach: '{{who}}が装着を外した', roll: '{{who}}がサイコロを振った: {{value}}', toss: '{{who}}がコインを投げた: {{side}}',
      tokens: '{{who}}のトークン({{color}})が{{count}}個に', counter: '{{who}}: {{label}} = {{value}}', setDie: '{{who}}がサイコロを{{value}}にした',
      create: '{{who}}が{{kind}}を追加した', delete: '{{who}}が{{count}}個を削除した', duplicate: '{{who}}が{{count}}個を複製した',
      setup: 'テーブルを用意した({{mat}})', load: '{{who}}がファイルからテーブルを読み込んだ({{count}}個)', undo: '{{who}}が元に戻した', redo: '{{who}}がやり直した',
      invalid: '不正なデータを無視しました: {{id}} ({{reason}})',
    },
    heads: '表', tails: '裏',
  },
  lobby: {
    network: 'ネットワーク設定', signaling: 'シグナリングサーバー(1行に1つ)', ice: 'STUN/TURN サーバー(JSON、空なら使わない)',
    createTitle: 'オンラインで遊ぶ', joinTitle: 'ルームに参加', room: 'ルーム', createHint: '今のテーブルを持ってルームを作ります。招待リンクを相手に送ってください。',
    name: '名前', color: '色', password: 'パスワード(任意)', passwordHint: '設定すると通信が暗号化されます', seat: '席',
    create: 'ルームを作る', join: '参加する', cancel: 'キャンセル', online: 'オンライン',
    waiting: '他のプレイヤーを待っています… テーブルは相手と接続すると届きます。',
  },
  peers: {
    title: '参加者', invite: '招待リンク', copy: 'コピー', copied: 'コピーしました', me: '自分',
    link: { me: '自分', webrtc: 'WebRTC', local: '同じブラウザ', connecting: '接続中…', offline: 'オフライン' },
    signalingOk: 'シグナリング: 接続中', signalingDown: 'シグナリング: 未接続(接続済みの相手とは遊べます)',
    goOffline: 'オフラインにする', goOnline: '再接続', reconnecting: '接続が切れました。このまま遊べます。再接続すると変更がまとまります。',
    seatTaken: '{{seat}} は {{name}} さんが使っています', takeOver: '{{name}} さんは不在です。席を引き継ぎますか?',
  },
  kinds: { card: 'カード', stack: '山', token: 'トークン', coin: 'コイン', die: 'サイコロ', counter: 'カウンター', zone: 'ゾーン' },
  errors: {
    loadFailed: 'ファイルを読み込めませんでした。テーブルは変更されていません。', command: '操作できませんでした: {{error}}',
    dismiss: '閉じる', storage: 'ブラウザに保存できません。保存ボタンでファイルに書き出してください。',
  },
  preview: { cost: 'コスト' },
  confirmNew: '今のテーブルを消して、新しいテーブルを用意しますか?',
  loading: 'テーブルを準備中…',
  selected: '{{count}} 個選択中',
};
export type Strings = typeof ja;
