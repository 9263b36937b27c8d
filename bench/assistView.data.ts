// The 80-card NoFuture position bench/assistView.ts times (shared with its unit test).
export const EIGHTY_CARDS = {
  game: 'nofuture', turn: 5, active: 'p1', phase: 'battle',
  zones: {
    'p1-deck': [{ card: 'NF-001', count: 14 }, { card: 'NF-003', count: 11 }],
    'p2-deck': [{ card: 'NF-015', count: 14 }, { card: 'NF-016', count: 11 }],
    'p1-hand': [{ card: 'NF-002', count: 5 }], 'p2-hand': [{ card: 'NF-017', count: 5 }],
    'p1-discard': [{ card: 'NF-004', count: 4 }], 'p2-discard': [{ card: 'NF-019', count: 4 }],
    'p1-base': [{ card: 'NF-005', count: 3, down: true }], 'p2-base': [{ card: 'NF-021', count: 3 }],
    'p1-battle1-front': [{ card: 'NF-008', as: 'titan', damage: 1 }], 'p1-battle1-back': [{ card: 'NF-007' }],
    'p1-battle2-front': [{ card: 'NF-006', coins: { magic: 2 } }],
    'p2-battle4-front': [{ card: 'NF-023', damage: 2 }], 'p2-battle4-back': [{ card: 'NF-020' }],
    'p2-battle3-front': [{ card: 'NF-018', coins: { magic: 1 } }],
  },
  tokens: { 'p1-energy-unused': { blue: 3 }, 'p1-energy-used': { blue: 2, red: 1 }, 'p2-energy-unused': { red: 4 } },
};
