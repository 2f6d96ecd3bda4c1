// @ts-check
'use strict';
/**
 * VS Code client for mvvm-lsp (plain JavaScript with JSDoc types; no build step).
 * The wire contract it relies on: Protocol/README.md in the mvvm-lsp repository.
 */
const path = require('path');
const { execFile } = require('child_process');
const vscode = require('vscode');
const { LanguageClient, State, TransportKind } = require('vscode-languageclient/node');
const { WorkspaceRoots } = require('./workspaceRoots');

const SECTION = 'mvvm-lsp';
const CONVENTIONS = ['plain', 'fosmvvm', 'contract'];
/** The kinds each convention scaffolds (see `mvvm-lsp scaffold --help`). */
const KINDS = {
  plain: ['screen'],
  fosmvvm: ['display', 'interactive', 'form', 'container'],
  contract: ['stateful', 'stateless'],
};

/** @type {LanguageClient | undefined} */
let client;
/** @type {vscode.StatusBarItem | undefined} */
let statusItem;
/** @type {vscode.OutputChannel | undefined} */
let output;

/** @returns {vscode.WorkspaceConfiguration} */
function settings() {
  return vscode.workspace.getConfiguration(SECTION);
}

/**
 * The server binary: setting `mvvm-lsp.server.path`, else $MVVM_LSP_BINARY, else `mvvm-lsp`.
 * @returns {string}
 */
function serverPath() {
  let configured = settings().get('server.path', '') || '';
  if (!configured) return process.env.MVVM_LSP_BINARY || 'mvvm-lsp';
  if (configured.startsWith('~/')) configured = path.join(require('os').homedir(), configured.slice(2));
  const folders = vscode.workspace.workspaceFolders;
  if (!path.isAbsolute(configured) && configured.includes('/') && folders && folders.length > 0) {
    return path.join(folders[0].uri.fsPath, configured);
  }
  return configured;
}

/** What the server may read about the user's choices (initializationOptions and didChangeConfiguration). */
function serverSettings() {
  const s = settings();
  return { convention: s.get('convention', 'auto'), rules: s.get('rules', {}) };
}

/** @param {string} text @param {string} tooltip */
function setStatus(text, tooltip) {
  if (!statusItem) return;
  statusItem.text = text;
  statusItem.tooltip = tooltip;
}

/** @param {number} state */
function showState(state) {
  if (state === State.Running) setStatus('$(check) MVVM', 'mvvm-lsp is running');
  else if (state === State.Starting) setStatus('$(sync~spin) MVVM', 'mvvm-lsp is starting');
  else setStatus('$(error) MVVM', 'mvvm-lsp is stopped — click for the output');
}

/** @returns {LanguageClient} */
function createClient() {
  const roots = new WorkspaceRoots();
  const command = serverPath();
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = {
    command,
    args: ['serve', '--log-level', settings().get('server.logLevel', 'info')],
    transport: TransportKind.stdio,
  };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'swift' }],
    outputChannel: output,
    initializationOptions: serverSettings(),
    // Only the keys of Protocol/config.schema.json go to the server (it rejects unknown ones),
    // so settings changes are sent by hand (see activate), not via synchronize.configurationSection.
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.mvvm-lsp.yml'),
    },
    // The server's roots are the project roots of VS Code's folders (see workspaceRoots.js).
    middleware: { workspace: roots.middleware() },
  };
  const created = new LanguageClient(SECTION, 'MVVM LSP', serverOptions, clientOptions);
  created.registerFeature(roots.feature());
  created.onDidChangeState((e) => showState(e.newState));
  // Lenses refresh through workspace/codeLens/refresh, which vscode-languageclient takes; the
  // status bar says when the workspace is indexed.
  created.onNotification('mvvm/indexReady', (params) => {
    setStatus('$(check) MVVM', `mvvm-lsp: indexed ${params.files} Swift files in ${vscode.Uri.parse(params.root).fsPath}`);
  });
  return created;
}

async function startClient() {
  client = createClient();
  showState(State.Starting);
  try {
    await client.start();
  } catch (error) {
    showState(State.Stopped);
    vscode.window.showErrorMessage(
      `mvvm-lsp could not start (${serverPath()}): ${error instanceof Error ? error.message : error}. ` +
        'Set "mvvm-lsp.server.path" to the binary.');
  }
}

/** @returns {LanguageClient | undefined} */
function runningClient() {
  if (client && client.state === State.Running) return client;
  vscode.window.showWarningMessage('mvvm-lsp is not running.');
  return undefined;
}

/** @param {{ uri: string, range: { start: { line: number, character: number }, end: { line: number, character: number } } }} location */
async function showLocation(location) {
  const c = /** @type {LanguageClient} */ (client);
  const converted = c.protocol2CodeConverter.asLocation(location);
  await vscode.window.showTextDocument(converted.uri, { selection: converted.range });
}

/** "MVVM: Go to Matching View/ViewModel": `mvvm/matchingFile`, best first; a pick list when several. */
async function openMatchingFile() {
  const c = runningClient();
  const editor = vscode.window.activeTextEditor;
  if (!c) return;
  if (!editor) {
    vscode.window.showInformationMessage('Open a Swift file first.');
    return;
  }
  const params = {
    textDocument: c.code2ProtocolConverter.asTextDocumentIdentifier(editor.document),
    position: c.code2ProtocolConverter.asPosition(editor.selection.active),
  };
  /** @type {any[] | null} */
  const locations = await c.sendRequest('mvvm/matchingFile', params);
  if (!locations || locations.length === 0) {
    vscode.window.showInformationMessage('No matching View/ViewModel found.');
    return;
  }
  if (locations.length === 1) return showLocation(locations[0]);
  const picked = await vscode.window.showQuickPick(
    locations.map((location, index) => {
      const uri = vscode.Uri.parse(location.uri);
      return {
        label: path.basename(uri.fsPath),
        description: vscode.workspace.asRelativePath(uri),
        detail: index === 0 ? 'best match' : undefined,
        location,
      };
    }),
    { placeHolder: 'Matching View/ViewModel' });
  if (picked) return showLocation(picked.location);
}

/** The choice that leaves the convention to the workspace (its configuration, else its code). */
const WORKSPACE_CONVENTION = "The workspace's convention";

/**
 * "MVVM: Scaffold ViewModel + View…": prompts for the name (and, if the user picks one, the
 * convention and kind), then `mvvm.scaffold` with the active file's URI: the server places the
 * files beside the screens nearest that file, fills an empty file named for the view, answers
 * with workspace/applyEdit, then shows a summary and opens the view.
 */
async function scaffold() {
  const c = runningClient();
  if (!c) return;
  const name = await vscode.window.showInputBox({
    prompt: 'Name of the screen (e.g. Settings → SettingsView + SettingsViewModel)',
    validateInput: (value) => (/^[A-Z][A-Za-z0-9_]*$/.test(value) ? undefined : 'An UpperCamelCase Swift identifier'),
  });
  if (!name) return;
  const configured = settings().get('convention', 'auto');
  const choices = [WORKSPACE_CONVENTION, ...CONVENTIONS];
  const picked = await vscode.window.showQuickPick(choices, { placeHolder: `Convention (configured: ${configured})` });
  if (!picked) return;
  let convention;
  let kind;
  if (picked !== WORKSPACE_CONVENTION) {
    convention = picked;
    kind = await vscode.window.showQuickPick(KINDS[convention], { placeHolder: 'Kind' });
    if (!kind) return;
  }
  const hosting = settings().get('scaffold.hosting', '') || undefined;
  const editor = vscode.window.activeTextEditor;
  const uri = editor ? editor.document.uri.toString() : undefined;
  const argument = { name, convention, kind, hosting, uri };
  try {
    await c.sendRequest('workspace/executeCommand', { command: 'mvvm.scaffold', arguments: [argument] });
  } catch (error) {
    vscode.window.showErrorMessage(`mvvm.scaffold failed: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The lines "MVVM: Show Status" shows for an `mvvm/status` answer (the same as Neovim's :MvvmInfo).
 * @param {any} status
 * @returns {string[]}
 */
function statusLines(status) {
  const lines = [`${status.name} ${status.version}, positions in ${status.positionEncoding}`];
  for (const root of status.roots || []) {
    lines.push(`workspace ${root.path}: ${root.state}, ${root.files} Swift files`);
    for (const file of root.configurationFiles || []) lines.push(`  configuration: ${file}`);
    for (const problem of root.configurationErrors || []) lines.push(`  configuration error: ${problem}`);
    if (root.state !== 'indexed') lines.push('  conventions: known once the workspace is indexed');
    for (const module of root.modules || []) {
      lines.push(`  module ${module.name} (${module.path}): ${module.kind}, ${module.files} files${module.linted ? '' : ', not linted'}`);
      for (const share of module.conventions || []) {
        lines.push(`    ${share.convention}: ${share.files} files — ${share.evidence} (e.g. ${share.example})`);
      }
    }
  }
  return lines;
}

/** "MVVM: Show Status": what the server knows (`mvvm/status`) in a read-only document. */
async function showStatus() {
  const c = runningClient();
  if (!c) return undefined;
  try {
    const status = await c.sendRequest('mvvm/status', {});
    const document = await vscode.workspace.openTextDocument({ content: statusLines(status).join('\n') + '\n', language: 'plaintext' });
    await vscode.window.showTextDocument(document, { preview: true });
    return document;
  } catch (error) {
    vscode.window.showErrorMessage(`mvvm/status failed: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

/** "MVVM: Show Rules": `mvvm-lsp rules` in a read-only document. */
function showRules() {
  return new Promise((resolve) => {
    execFile(serverPath(), ['rules'], { timeout: 30000 }, async (error, stdout, stderr) => {
      if (error) {
        vscode.window.showErrorMessage(`mvvm-lsp rules failed: ${stderr || error.message}`);
        return resolve(undefined);
      }
      const document = await vscode.workspace.openTextDocument({ content: stdout, language: 'plaintext' });
      await vscode.window.showTextDocument(document, { preview: true });
      resolve(document);
    });
  });
}

async function restartServer() {
  if (client) await client.stop().catch(() => undefined);
  await startClient();
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  output = vscode.window.createOutputChannel('MVVM LSP');
  statusItem = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Right, 100);
  statusItem.command = 'mvvm-lsp.showOutput';
  statusItem.show();
  context.subscriptions.push(
    output,
    statusItem,
    vscode.commands.registerCommand('mvvm-lsp.openMatchingFile', openMatchingFile),
    vscode.commands.registerCommand('mvvm-lsp.scaffold', scaffold),
    vscode.commands.registerCommand('mvvm-lsp.showRules', showRules),
    vscode.commands.registerCommand('mvvm-lsp.showStatus', showStatus),
    vscode.commands.registerCommand('mvvm-lsp.restartServer', restartServer),
    vscode.commands.registerCommand('mvvm-lsp.showOutput', () => output && output.show(true)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('mvvm-lsp.server')) restartServer();
      else if ((e.affectsConfiguration('mvvm-lsp.convention') || e.affectsConfiguration('mvvm-lsp.rules')) &&
               client && client.state === State.Running) {
        client.sendNotification('workspace/didChangeConfiguration', { settings: { [SECTION]: serverSettings() } });
      }
    }),
  );
  await startClient();
}

async function deactivate() {
  if (client) await client.stop();
  client = undefined;
}

module.exports = { activate, deactivate, serverPath, statusLines, CONVENTIONS, KINDS };
