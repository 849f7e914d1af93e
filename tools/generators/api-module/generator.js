// Nx generator: `npx nx g ./tools/generators:api-module <name>` lays out a new api module in the
// shape of apps/api/README.md; `... <use-case-name> --module=<module>` adds a use case (and its
// spec) to an existing module and registers it there. The reply type goes to libs/contracts.
const { formatFiles, generateFiles, joinPathFragments, names } = require('@nx/devkit');
const { addContract } = require('../contracts');

function addUseCase(tree, options) {
  const moduleDir = joinPathFragments(options.directory, options.module);
  const moduleFile = joinPathFragments(moduleDir, `${options.module}.module.ts`);
  if (!tree.exists(moduleFile)) throw new Error(`No module file ${moduleFile}`);
  const useCaseClass = names(options.name).className;
  generateFiles(tree, joinPathFragments(__dirname, 'use-case-files'), joinPathFragments(moduleDir, 'application'), {
    useCaseFile: options.name,
    useCaseClass,
    tmpl: '',
  });
  let source = tree.read(moduleFile, 'utf-8');
  const importLine = `import { ${useCaseClass}UseCase } from './application/${options.name}.use-case';\n`;
  source = source.replace(/(import [^;]+;\n)(?![\s\S]*import [^;]+;\n)/, `$1${importLine}`);
  if (/providers:\s*\[/.test(source)) {
    source = source.replace(/providers:\s*\[/, `providers: [${useCaseClass}UseCase, `);
  } else {
    source = source.replace(/@Module\(\{/, `@Module({\n  providers: [${useCaseClass}UseCase],`);
  }
  tree.write(moduleFile, source);
}

async function apiModuleGenerator(tree, options) {
  const directory = options.directory || 'apps/api/src/modules';
  if (options.module) {
    addUseCase(tree, { ...options, directory });
  } else {
    const { fileName, className } = names(options.name);
    if (tree.exists(joinPathFragments(directory, fileName))) throw new Error(`Module ${fileName} exists already`);
    generateFiles(tree, joinPathFragments(__dirname, 'files'), directory, { fileName, className, tmpl: '' });
    addContract(
      tree,
      fileName,
      `${className}Response`,
      `/** The JSON of \`GET /api/${fileName}\` (snake_case or camelCase: as the spec says). */\n` +
        `export interface ${className}Response {\n  viewerId: string;\n  at: string;\n}\n`,
    );
  }
  await formatFiles(tree);
  return () => {
    if (!options.module) {
      const { className, fileName } = names(options.name);
      console.log(`Next: import ${className}Module from './modules/${fileName}' in apps/api/src/app.module.ts.`);
    }
  };
}

module.exports = apiModuleGenerator;
module.exports.default = apiModuleGenerator;
