/** Layer rules of DESIGN.md: who may import whom inside src/. */
const layer = (name) => `^src/${name}/`;
module.exports = {
  forbidden: [
    { name: 'table-is-the-base', severity: 'error', comment: 'table/ imports nothing of ours',
      from: { path: layer('table') }, to: { path: '^src/', pathNot: layer('table') } },
    { name: 'cards-and-secret-import-table-at-most', severity: 'error',
      from: { path: '^src/(cards|secret)/' }, to: { path: '^src/', pathNot: ['^src/table/', '^src/$1/'] } },
    { name: 'rules-import-table-cards-secret', severity: 'error',
      from: { path: layer('rules') }, to: { path: '^src/', pathNot: ['^src/(table|cards|secret|rules)/'] } },
    { name: 'game-folders-are-independent', severity: 'error',
      comment: 'one game folder never imports another',
      from: { path: '^src/rules/(nofuture|multiverse|chrono|falldown)/' },
      to: { path: '^src/rules/(nofuture|multiverse|chrono|falldown)/', pathNot: '^src/rules/$1/' } },
    { name: 'net-imports-table', severity: 'error',
      from: { path: layer('net') }, to: { path: '^src/', pathNot: ['^src/(table|net)/'] } },
    { name: 'scene-and-ui-never-import-net', severity: 'error',
      from: { path: '^src/(scene|ui)/' }, to: { path: '^src/(net|server|app)/' } },
    { name: 'server-stands-alone', severity: 'error',
      from: { path: layer('server') }, to: { path: '^src/', pathNot: ['^src/(server|net)/'] } },
    { name: 'only-app-imports-app', severity: 'error',
      from: { path: '^src/', pathNot: layer('app') }, to: { path: layer('app') } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'zod-mini-only', severity: 'error',
      comment: 'classic zod cannot be tree-shaken (27 kB gzip of the first load): browser code imports zod/mini (issue 18)',
      from: { path: '^src/', pathNot: '^src/server/' }, to: { path: '^node_modules/zod/(index|v4/index|v4/classic/)' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.d\\.ts$' },
  },
};
