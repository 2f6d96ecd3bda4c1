// The activation logic against fakes of `vscode` and `vscode-languageclient`.
'use strict';
require('./fakes/register');
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const languageclient = require('vscode-languageclient/node');

const { state } = vscode.__fake;

async function activated(settings = {}) {
  vscode.__fake.reset();
  languageclient.__fake.reset();
  Object.assign(state.settings, settings);
  delete require.cache[require.resolve('../src/extension.js')];
  const extension = require('../src/extension.js');
  await extension.activate({ subscriptions: [] });
  return { extension, client: languageclient.__fake.instances[0] };
}

function editorAt(file, line, character) {
  state.activeTextEditor = {
    document: { uri: vscode.Uri.file(file), languageId: 'swift' },
    selection: { active: new vscode.Position(line, character) },
  };
}

test('starts mvvm-lsp over stdio for Swift files, with the configured binary and log level', async () => {
  const { client } = await activated({ 'mvvm-lsp.server.path': '/opt/bin/mvvm-lsp', 'mvvm-lsp.server.logLevel': 'debug' });
  assert.equal(client.serverOptions.command, '/opt/bin/mvvm-lsp');
  assert.deepEqual(client.serverOptions.args, ['serve', '--log-level', 'debug']);
  assert.equal(client.serverOptions.transport, languageclient.TransportKind.stdio);
  assert.deepEqual(client.clientOptions.documentSelector, [{ scheme: 'file', language: 'swift' }]);
  assert.equal(client.clientOptions.synchronize.configurationSection, undefined, 'would send non-schema keys');
  assert.equal(client.clientOptions.synchronize.fileEvents.glob, '**/.mvvm-lsp.yml');
  assert.equal(client.state, languageclient.State.Running);
});

test('the binary falls back to $MVVM_LSP_BINARY, then mvvm-lsp on PATH; relative paths use the workspace', async () => {
  const saved = process.env.MVVM_LSP_BINARY;
  try {
    process.env.MVVM_LSP_BINARY = '/env/mvvm-lsp';
    assert.equal((await activated()).client.serverOptions.command, '/env/mvvm-lsp');
    delete process.env.MVVM_LSP_BINARY;
    assert.equal((await activated()).client.serverOptions.command, 'mvvm-lsp');
    vscode.__fake.reset();
    const { extension } = await activated({ 'mvvm-lsp.server.path': '.build/debug/mvvm-lsp' });
    state.workspaceFolders = [{ uri: vscode.Uri.file('/ws') }];
    assert.equal(extension.serverPath(), '/ws/.build/debug/mvvm-lsp');
  } finally {
    if (saved === undefined) delete process.env.MVVM_LSP_BINARY; else process.env.MVVM_LSP_BINARY = saved;
  }
});

test('convention and rule severities reach the server as initializationOptions', async () => {
  const rules = { 'mvvm/hardcoded-text': 'off' };
  const { client } = await activated({ 'mvvm-lsp.convention': 'contract', 'mvvm-lsp.rules': rules });
  assert.deepEqual(client.clientOptions.initializationOptions, { convention: 'contract', rules });
});

test('a convention or rules change is sent as didChangeConfiguration with schema keys only', async () => {
  const { client } = await activated({ 'mvvm-lsp.convention': 'fosmvvm' });
  const sent = [];
  client.sendNotification = (method, params) => sent.push({ method, params });
  state.configurationListener({ affectsConfiguration: (s) => s === 'mvvm-lsp.convention' });
  assert.deepEqual(sent, [{ method: 'workspace/didChangeConfiguration',
    params: { settings: { 'mvvm-lsp': { convention: 'fosmvvm', rules: {} } } } }]);
});

test('the status bar item follows the client state and opens the output', async () => {
  const { client } = await activated();
  const item = state.statusItems[0];
  assert.ok(item.visible);
  assert.equal(item.command, 'mvvm-lsp.showOutput');
  assert.match(item.text, /\$\(check\) MVVM/);
  client.setState(languageclient.State.Stopped);
  assert.match(item.text, /\$\(error\) MVVM/);
  client.setState(languageclient.State.Starting);
  assert.match(item.text, /sync~spin/);
});

test('Go to Matching: one location opens it directly', async () => {
  await activated();
  const location = { uri: 'file:///ws/LoginViewModel.swift', range: { start: { line: 3, character: 0 }, end: { line: 3, character: 5 } } };
  languageclient.__fake.respond((method) => (method === 'mvvm/matchingFile' ? [location] : null));
  editorAt('/ws/LoginView.swift', 2, 8);
  await vscode.commands.executeCommand('mvvm-lsp.openMatchingFile');
  const client = languageclient.__fake.instances[0];
  assert.deepEqual(client.requests[0], { method: 'mvvm/matchingFile',
    params: { textDocument: { uri: 'file:///ws/LoginView.swift' }, position: { line: 2, character: 8 } } });
  assert.equal(state.shownDocuments.length, 1);
  assert.equal(state.shownDocuments[0].doc.fsPath, '/ws/LoginViewModel.swift');
  assert.equal(state.shownDocuments[0].options.selection.start.line, 3);
});

test('Go to Matching: several locations offer a pick list, best first', async () => {
  await activated();
  const at = (uri) => ({ uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } });
  languageclient.__fake.respond(() => [at('file:///ws/A.swift'), at('file:///ws/B.swift')]);
  state.quickPick = (items) => items[1];
  editorAt('/ws/LoginView.swift', 0, 0);
  await vscode.commands.executeCommand('mvvm-lsp.openMatchingFile');
  const pick = vscode.__fake.calls.find((c) => c.name === 'showQuickPick');
  assert.deepEqual(pick.args[0].map((i) => i.label), ['A.swift', 'B.swift']);
  assert.equal(pick.args[0][0].detail, 'best match');
  assert.equal(state.shownDocuments[0].doc.fsPath, '/ws/B.swift');
});

test('Go to Matching: no location says so', async () => {
  await activated();
  languageclient.__fake.respond(() => []);
  editorAt('/ws/Lonely.swift', 0, 0);
  await vscode.commands.executeCommand('mvvm-lsp.openMatchingFile');
  assert.equal(state.shownDocuments.length, 0);
  assert.deepEqual(state.messages, [['info', 'No matching View/ViewModel found.']]);
});

test('Scaffold prompts, then sends mvvm.scaffold with the active file as the place to scaffold from', async () => {
  await activated({ 'mvvm-lsp.convention': 'contract', 'mvvm-lsp.scaffold.hosting': 'server' });
  editorAt('/ws/Features/Home/Views/HomeView.swift', 0, 0);
  state.inputs = ['Settings'];
  const picks = [];
  state.quickPick = (items, options) => { picks.push({ items, options }); return items[picks.length === 1 ? items.indexOf('contract') : 0]; };
  await vscode.commands.executeCommand('mvvm-lsp.scaffold');
  assert.equal(picks[0].items[0], "The workspace's convention", 'the workspace decides unless the user picks');
  assert.match(picks[0].options.placeHolder, /configured: contract/);
  const client = languageclient.__fake.instances[0];
  assert.deepEqual(client.requests, [{ method: 'workspace/executeCommand', params: { command: 'mvvm.scaffold',
    arguments: [{ name: 'Settings', convention: 'contract', kind: 'stateful', hosting: 'server',
      uri: 'file:///ws/Features/Home/Views/HomeView.swift' }] } }]);
});

test('Scaffold in the workspace\'s convention asks no kind and leaves both to the server', async () => {
  await activated();
  editorAt('/ws/Sources/App/CartView.swift', 0, 0);
  state.inputs = ['Cart'];
  const picks = [];
  state.quickPick = (items) => { picks.push(items); return items[0]; };
  await vscode.commands.executeCommand('mvvm-lsp.scaffold');
  assert.equal(picks.length, 1);
  const argument = languageclient.__fake.instances[0].requests[0].params.arguments[0];
  assert.equal(argument.convention, undefined);
  assert.equal(argument.kind, undefined);
  assert.equal(argument.uri, 'file:///ws/Sources/App/CartView.swift');
});

test('Show Status renders mvvm/status: folder, index state, each module\'s convention', async () => {
  await activated();
  languageclient.__fake.respond((method) => (method === 'mvvm/status' ? {
    name: 'mvvm-lsp', version: '0.1.0', positionEncoding: 'utf-16',
    roots: [{ uri: 'file:///ws', path: '/ws', state: 'indexed', files: 3, configurationFiles: ['.mvvm-lsp.yml'],
      configurationErrors: [], modules: [{ name: 'App', path: 'Sources/App', kind: 'app', files: 3, linted: true,
        conventions: [{ convention: 'plain', files: 3, evidence: 'no FOSMVVM or contract evidence', example: 'Sources/App/A.swift' }] }] }],
  } : null));
  await vscode.commands.executeCommand('mvvm-lsp.showStatus');
  const content = state.openedDocuments[0].content;
  assert.match(content, /^mvvm-lsp 0\.1\.0, positions in utf-16$/m);
  assert.match(content, /^workspace \/ws: indexed, 3 Swift files$/m);
  assert.match(content, /^ {4}plain: 3 files — no FOSMVVM or contract evidence \(e\.g\. Sources\/App\/A\.swift\)$/m);
});

test('the status bar says when the server has indexed the workspace', async () => {
  const { client } = await activated();
  client.notify('mvvm/indexReady', { root: 'file:///ws', files: 42 });
  assert.match(state.statusItems[0].tooltip, /indexed 42 Swift files in \/ws/);
});

test('Scaffold rejects a name that is not a Swift type name, and cancelling sends nothing', async () => {
  await activated();
  state.inputs = ['settings screen'];
  await assert.rejects(vscode.commands.executeCommand('mvvm-lsp.scaffold'), /rejected/);
  state.inputs = [undefined];
  await vscode.commands.executeCommand('mvvm-lsp.scaffold');
  assert.equal(languageclient.__fake.instances[0].requests.length, 0);
});

test('Show Rules runs `<binary> rules` and shows its output', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mvvm-vscode-'));
  const script = path.join(dir, 'fake-mvvm-lsp');
  fs.writeFileSync(script, '#!/bin/sh\n[ "$1" = rules ] && echo "mvvm/hardcoded-text  warning" && exit 0\nexit 9\n', { mode: 0o755 });
  await activated({ 'mvvm-lsp.server.path': script });
  await vscode.commands.executeCommand('mvvm-lsp.showRules');
  assert.match(state.openedDocuments[0].content, /mvvm\/hardcoded-text/);
  assert.equal(state.shownDocuments.length, 1);
  fs.rmSync(dir, { recursive: true });
});

test('Show Rules with the real binary [rules]', async (t) => {
  const features = require('./features.js')();
  if (!features.rules) return t.skip('not offered by the server: `mvvm-lsp rules`');
  await activated({ 'mvvm-lsp.server.path': features.binary });
  await vscode.commands.executeCommand('mvvm-lsp.showRules');
  assert.match(state.openedDocuments[0].content, /mvvm\/hardcoded-text/);
});

test('a server that cannot start is reported, not thrown', async () => {
  vscode.__fake.reset();
  languageclient.__fake.reset();
  const original = languageclient.LanguageClient.prototype.start;
  languageclient.LanguageClient.prototype.start = async function start() { throw new Error('spawn ENOENT'); };
  try {
    delete require.cache[require.resolve('../src/extension.js')];
    await require('../src/extension.js').activate({ subscriptions: [] });
    assert.match(state.messages[0][1], /could not start.*ENOENT/);
    assert.match(state.statusItems[0].text, /error/);
  } finally {
    languageclient.LanguageClient.prototype.start = original;
  }
});

test('deactivate stops the client', async () => {
  const { extension, client } = await activated();
  await extension.deactivate();
  assert.equal(client.state, languageclient.State.Stopped);
});
