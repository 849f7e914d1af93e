// Nx generator: `npx nx g ./tools/generators:web-feature <name>` lays out a new web feature in the
// shape of apps/web/README.md ("Adding a screen or a feature"): api/<name>.api.ts injecting its
// endpoint and its own cache tag into the shared lib/api.ts, an Ant Design page in components/, a
// hook in hooks/, index.ts (the feature's public surface) and a screen test in __tests__/.
// Its row type goes to libs/contracts/src/<name>.ts. Wiring the screen in (config/paths.ts, app/routes/)
// is left to the author: the generator prints how.
const { formatFiles, generateFiles, joinPathFragments, names } = require('@nx/devkit');
const { addContract } = require('../contracts');

async function webFeatureGenerator(tree, options) {
  const directory = options.directory || 'apps/web/src/features';
  const { fileName, className, propertyName } = names(options.name);
  if (tree.exists(joinPathFragments(directory, fileName))) throw new Error(`Feature ${fileName} exists already`);
  const words = fileName.split('-');
  const title = [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
  generateFiles(tree, joinPathFragments(__dirname, 'files'), directory, {
    fileName,
    className,
    propertyName,
    title,
    tmpl: '',
  });
  addContract(
    tree,
    fileName,
    `${className}Item`,
    `/** One row of \`GET /api/${fileName}\`. A placeholder: give it the fields the api's presenter sends. */\n` +
      `export interface ${className}Item {\n  id: string;\n  name: string;\n}\n`,
  );
  await formatFiles(tree);
  return () => {
    console.log(
      [
        `Next, to show ${className}Page as a screen (apps/web/README.md, "Adding a screen or a feature"):`,
        `  1. apps/web/src/config/paths.ts: one entry (path, href, access, permission, navLabel).`,
        `  2. apps/web/src/app/routes/lazy-screens.tsx: a lazy route component importing { ${className}Page } from '../../features/${fileName}';`,
        `     apps/web/src/app/routes/screens.tsx: map the screen id to it.`,
        `  3. libs/contracts/src/${fileName}.ts: give ${className}Item the fields GET /api/${fileName} sends (the api's presenter returns it too).`,
      ].join('\n'),
    );
  };
}

module.exports = webFeatureGenerator;
module.exports.default = webFeatureGenerator;
