// The root rule on real folders, and the roots the extension sends the server for VS Code's folders.
'use strict';
require('./fakes/register');
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const languageclient = require('vscode-languageclient/node');
const { projectRoot } = require('../src/projectRoot');

const { state } = vscode.__fake;
const fixture = path.resolve(__dirname, '..', '..', '..', 'Tests', 'Fixtures', 'TuistLocalPackages');
const viewsPackage = path.join('Packages', 'NotesViews');
const viewModelsPackage = path.join('Packages', 'NotesViewModels');

/** A copy of Tests/Fixtures/TuistLocalPackages: a Tuist project without .git, two local packages. */
function tuistProject() {
  const copy = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mvvm-vscode-roots-'))), 'Notes');
  fs.cpSync(fixture, copy, { recursive: true });
  return copy;
}

async function clientWithFolders(folders) {
  vscode.__fake.reset();
  languageclient.__fake.reset();
  state.workspaceFolders = folders && folders.map((folder, index) => ({ uri: vscode.Uri.file(folder), name: path.basename(folder), index }));
  delete require.cache[require.resolve('../src/extension.js')];
  await require('../src/extension.js').activate({ subscriptions: [] });
  return languageclient.__fake.instances[0];
}

test('the rule: the outermost project marker without .git, the repository with it, none without either', () => {
  const project = tuistProject();
  assert.equal(projectRoot(path.join(project, viewsPackage, 'Sources', 'NotesViews')), project);
  assert.equal(projectRoot(path.join(project, viewModelsPackage)), project);
  fs.mkdirSync(path.join(project, 'Packages', '.git'));
  assert.equal(projectRoot(path.join(project, viewsPackage)), path.join(project, 'Packages'));
  fs.writeFileSync(path.join(project, viewsPackage, '.mvvm-lsp.yml'), 'convention: plain\n');
  assert.equal(projectRoot(path.join(project, viewsPackage, 'Sources')), path.join(project, viewsPackage));
  const loose = fs.mkdtempSync(path.join(os.tmpdir(), 'mvvm-vscode-loose-'));
  assert.equal(projectRoot(loose), undefined);
  fs.rmSync(path.dirname(project), { recursive: true });
  fs.rmSync(loose, { recursive: true });
});

test('local packages opened as folders of one multi-root workspace give the server one root: the project', async () => {
  const project = tuistProject();
  const client = await clientWithFolders([path.join(project, viewsPackage), path.join(project, viewModelsPackage)]);
  const params = client.initializeParams();
  assert.deepEqual(params.workspaceFolders, [{ uri: vscode.Uri.file(project).toString(), name: 'Notes' }]);
  assert.equal(params.rootUri, vscode.Uri.file(project).toString());
  assert.deepEqual(client.clientOptions.middleware.workspace.workspaceFolders(), params.workspaceFolders);
  fs.rmSync(path.dirname(project), { recursive: true });
});

test('folders added and removed reach the server as roots: a new project is added, a root still in use stays', async () => {
  const project = tuistProject();
  const other = tuistProject();
  const client = await clientWithFolders([path.join(project, viewsPackage)]);
  client.initializeParams();
  const sent = [];
  const next = async (event) => { sent.push({ added: event.added.map((f) => f.uri.fsPath), removed: event.removed.map((f) => f.uri.fsPath) }); };
  const change = (folders) => {
    state.workspaceFolders = folders.map((folder, index) => ({ uri: vscode.Uri.file(folder), name: path.basename(folder), index }));
    return client.clientOptions.middleware.workspace.didChangeWorkspaceFolders({}, next);
  };
  await change([path.join(project, viewsPackage), path.join(project, viewModelsPackage)]);
  assert.deepEqual(sent, [], 'the new folder is in the project already indexed');
  await change([path.join(project, viewModelsPackage), path.join(other, viewsPackage)]);
  assert.deepEqual(sent, [{ added: [other], removed: [] }]);
  await change([path.join(other, viewsPackage)]);
  assert.deepEqual(sent[1], { added: [], removed: [project] });
  fs.rmSync(path.dirname(project), { recursive: true });
  fs.rmSync(path.dirname(other), { recursive: true });
});

test('without a folder (a file opened on its own) the server gets no root and finds the project itself', async () => {
  const params = (await clientWithFolders(undefined)).initializeParams();
  assert.equal(params.workspaceFolders, null);
  assert.equal(params.rootUri, null);
});
