/**
 * @jest-environment node
 */
import path from 'node:path';
import ts from 'typescript';

// Every post or redirect write goes through lib/posts/writes.ts, which follows it with postChanged
// (or the redirects' refresh). Found by type, so an alias, a destructured method or a new caller
// anywhere is seen, not only `postRepository().update(`.
const OWNER = 'lib/posts/writes.ts';
const REPOSITORY = 'lib/posts/repository.ts';
const WRITES = new Set(['create', 'update', 'delete', 'claimNewlyPublic', 'createRedirect', 'deleteRedirect']);
const SHIPPED = /^(lib|app|scripts|components|content)\/|^(instrumentation|middleware)\.ts$/;

const root = process.cwd();
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

function program(extraFiles: Record<string, string> = {}) {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')!;
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host = ts.createCompilerHost(parsed.options);
  const extra = new Map(Object.entries(extraFiles).map(([name, text]) => [path.join(root, name), text]));
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => extra.get(file) ?? readFile(file);
  host.fileExists = (file) => extra.has(file) || fileExists(file);
  const rootNames = [...parsed.fileNames.filter((file) => SHIPPED.test(relative(file))), ...extra.keys()];
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true }, host });
}

/** `file:line method` for each use of a PostRepository write method outside the owner. */
function postWritesOutsideOwner(extraFiles?: Record<string, string>): string[] {
  const built = program(extraFiles);
  const checker = built.getTypeChecker();
  const isWriteMethod = (symbol: ts.Symbol | undefined) =>
    Boolean(symbol && WRITES.has(symbol.name)) &&
    Boolean(
      symbol!.declarations?.some(
        (declaration) => ts.isInterfaceDeclaration(declaration.parent) && declaration.parent.name.text === 'PostRepository',
      ),
    );
  const found: string[] = [];
  for (const source of built.getSourceFiles()) {
    const file = relative(source.fileName);
    if (!SHIPPED.test(file) || file === OWNER || file === REPOSITORY) continue;
    const visit = (node: ts.Node) => {
      let symbol: ts.Symbol | undefined;
      if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
        symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name)) symbol = checker.getTypeAtLocation(node.parent).getProperty(name.text);
      }
      if (isWriteMethod(symbol)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1} ${symbol!.name}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

// A planted file of writes, checked in the same program (one type-check of the project, not two).
const PLANTED = 'lib/posts/planted-writes.ts';
const planted = `
  import { postRepository } from './repository';
  const repo = postRepository();
  export const a = () => postRepository().update('id', {} as never);
  export const b = () => repo.delete('id');
  export const { claimNewlyPublic } = repo;
  export const c = () => repo['createRedirect']({ source: '/a', target: '/b' });
  export const reads = () => repo.getById('id');
`;

describe('post writes', () => {
  let found: string[];
  beforeAll(() => {
    found = postWritesOutsideOwner({ [PLANTED]: planted });
  });

  it(`happen only in ${OWNER}, which follows each with what it changes`, () => {
    expect(found.filter((hit) => !hit.startsWith(PLANTED))).toEqual([]);
  });

  it('are found however the repository is reached', () => {
    expect(found.filter((hit) => hit.startsWith(PLANTED))).toEqual([
      `${PLANTED}:4 update`,
      `${PLANTED}:5 delete`,
      `${PLANTED}:6 claimNewlyPublic`,
      `${PLANTED}:7 createRedirect`,
    ]);
  });
});
