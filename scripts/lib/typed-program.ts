// A TypeScript checker for the scripts that decide by type. TypeScript 7, our compiler, is
// native and has no JavaScript compiler API, so the checks use TypeScript 5.9 under the alias
// `typescript-checker` (a dev dependency used by scripts/ only; it runs no install script).
import path from 'node:path';
import ts from 'typescript-checker';
import { root } from './source-files.ts';

export { ts };

/** The compiler options of a workspace, read from its tsconfig.json. */
export function compilerOptionsOf(workspace: string): ts.CompilerOptions {
  const configFile = path.join(root, workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configFile} could not be read.`);
  return parsed.options;
}

// Declaration files of installed packages never change during a run: parsed once, they serve
// every program built after (the tests build several).
const installedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * A program over `files` (absolute or relative to the repository root) and what they import,
 * with the given workspace's compiler options. Nothing is type-checked up front: the checker
 * answers the questions asked of it.
 */
export function createProgram(files: readonly string[], workspace: string): ts.Program {
  const options = compilerOptionsOf(workspace);
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion);
    if (!installedFiles.has(fileName)) {
      installedFiles.set(fileName, getSourceFile(fileName, languageVersion, onError));
    }
    return installedFiles.get(fileName);
  };
  const rootNames = files.map((file) => path.resolve(root, file));
  return ts.createProgram({ rootNames, options, host });
}
