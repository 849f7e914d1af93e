// Shared by the generators: a module's wire types live in libs/contracts/src/<module>.ts (one file
// per api module), exported from its index.ts, so the api's presenter and the web's endpoint use
// one declaration (apps/api/README.md, apps/web/README.md).
const { joinPathFragments } = require('@nx/devkit');

const CONTRACTS = 'libs/contracts/src';

/** Adds `declaration` (which declares `typeName`) to the module's contracts file unless it is there, and exports the file. */
function addContract(tree, fileName, typeName, declaration) {
  const file = joinPathFragments(CONTRACTS, `${fileName}.ts`);
  const existing = tree.exists(file) ? tree.read(file, 'utf-8') : '';
  if (!new RegExp(`\\b(interface|type) ${typeName}\\b`).test(existing)) {
    tree.write(file, existing ? `${existing.trimEnd()}\n\n${declaration}` : declaration);
  }
  const index = joinPathFragments(CONTRACTS, 'index.ts');
  const line = `export type * from './${fileName}';\n`;
  const source = tree.read(index, 'utf-8');
  if (!source.includes(line)) tree.write(index, `${source}${line}`);
}

module.exports = { addContract, CONTRACTS };
