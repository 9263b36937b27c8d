// English UI strings.
import type { Strings } from './ja';

export const en: Strings = {
  app: { title: 'Fudaba', subtitle: '札場' },
  seat: { label: 'Seat', p1: 'Player 1', p2: 'Player 2', spectator: 'Spectator' },
  toolbar: {
    undo: 'Undo', redo: 'Redo', zoomIn: 'Zoom in', zoomOut: 'Zoom out', fit: 'Fit table',
    save: 'Save', load: 'Load', newTable: 'New table', help: 'Help', language: '日本語', log: 'Log',
    add: 'Add',
  },
  add: { token: 'Token', blueToken: 'Blue energy', redToken: 'Red energy', coin: 'Coin', die: 'Die', counter: 'Counter' },
  menu: {
    flip: 'Flip', tap: 'Tap / untap', rotate: 'Rotate 180°', draw: 'Draw 1', drawN: 'Draw {{n}}', takeTop: 'Take top card',
    takeBottom: 'Take bottom card', deal: 'Deal to each player', shuffle: 'Shuffle', cut: 'Cut', fan: 'Fan out', gather: 'Gather',
    roll: 'Roll', toss: 'Toss', increment: '+1', decrement: '−1', setValue: 'Set value…', attach: 'Attach under',
    detach: 'Detach', duplicate: 'Duplicate', toFront: 'Bring to front', toBack: 'Send to back', delete: 'Delete', stackSelected: 'Stack selection',
    inspect: 'Inspect', addHere: 'Add here',
  },
  prompt: { value: 'New value', deal: 'Cards per player' },
  help: {
    title: 'Controls and shortcuts', close: 'Close',
    mouse: 'Drag to move; drop on a card or deck to stack. Shift+click adds to the selection; drag on empty table to select an area. Wheel zooms; Space+drag or middle-drag pans. Right-click (long-press) opens the menu. Double-click flips (on a deck: draws one).',
    keys: {
      F: 'Flip', T: 'Tap / untap', R: 'Rotate 180° (dice and coins: roll)', S: 'Shuffle', D: 'Draw 1', '1–9': 'Draw N',
      G: 'Fan out / gather', C: 'Cut', '+ / −': 'Counter or tokens up/down', Del: 'Delete', 'Ctrl+Z': 'Undo',
      'Ctrl+Y': 'Redo', 'Ctrl+D': 'Duplicate', 'Ctrl+A': 'Select all', Esc: 'Clear selection', '?': 'This help',
    },
  },
  log: {
    title: 'Log', empty: 'Nothing has happened yet',
    seats: { p1: 'P1', p2: 'P2', system: 'System' },
    ops: {
      move: '{{who}} put {{what}} in {{zone}}', flip: '{{who}} flipped {{count}}', tap: '{{who}} tapped/untapped {{count}}',
      rotate: '{{who}} rotated {{count}}', stack: '{{who}} stacked {{count}}', take: '{{who}} took {{count}} from a pile',
      draw: '{{who}} drew {{count}}', deal: '{{who}} dealt {{count}} each', shuffle: '{{who}} shuffled a pile of {{count}} (seed {{seed}})',
      cut: '{{who}} cut a pile', fan: '{{who}} fanned out a pile', gather: '{{who}} gathered a pile', attach: '{{who}} attached a card',
      detach: '{{who}} detached a card', roll: '{{who}} rolled a die: {{value}}', toss: '{{who}} tossed a coin: {{side}}',
      tokens: '{{who}}: {{color}} tokens now {{count}}', counter: '{{who}}: {{label}} = {{value}}', setDie: '{{who}} set a die to {{value}}',
      create: '{{who}} added a {{kind}}', delete: '{{who}} deleted {{count}}', duplicate: '{{who}} duplicated {{count}}',
      setup: 'Table set up ({{mat}})', load: '{{who}} loaded a table from a file ({{count}} objects)', undo: '{{who}} undid', redo: '{{who}} redid',
      invalid: 'Ignored invalid data: {{id}} ({{reason}})',
    },
    heads: 'heads', tails: 'tails',
  },
  lobby: {
    network: 'Network settings', signaling: 'Signaling servers (one per line)', ice: 'STUN/TURN servers (JSON; empty for none)',
    createTitle: 'Play online', joinTitle: 'Join a room', room: 'Room', createHint: 'Creates a room with the table as it is now. Send the invite link to the other player.',
    name: 'Name', color: 'Colour', password: 'Password (optional)', passwordHint: 'Encrypts everything sent between you', seat: 'Seat',
    create: 'Create room', join: 'Join', cancel: 'Cancel', online: 'Online',
    waiting: 'Waiting for the other players… the table arrives when you connect.',
  },
  peers: {
    title: 'Players', invite: 'Invite link', copy: 'Copy', copied: 'Copied', me: 'You',
    link: { me: 'you', webrtc: 'WebRTC', local: 'same browser', connecting: 'connecting…', offline: 'offline' },
    signalingOk: 'Signaling: connected', signalingDown: 'Signaling: unreachable (connected players can go on)',
    goOffline: 'Go offline', goOnline: 'Reconnect', reconnecting: 'Connection lost. Keep playing: your changes merge when you reconnect.',
    seatTaken: '{{seat}} is taken by {{name}}', takeOver: '{{name}} is away. Take over the seat?',
  },
  kinds: { card: 'card', stack: 'pile', token: 'token', coin: 'coin', die: 'die', counter: 'counter', zone: 'zone' },
  errors: {
    loadFailed: 'Could not load the file. The table is unchanged.', command: 'Could not do that: {{error}}',
    dismiss: 'Dismiss', storage: 'This browser cannot store the table. Use Save to keep it in a file.',
  },
  preview: { cost: 'Cost' },
  confirmNew: 'Clear this table and set up a new one?',
  loading: 'Setting up the table…',
  selected: '{{count}} selected',
};
