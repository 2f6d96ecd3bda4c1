// A minimal fake of the `vscode` API: just what src/extension.js uses, recording every call.
'use strict';
const path = require('path');

const calls = [];
const state = {
  settings: {}, // 'mvvm-lsp.server.path' → value
  settingsRead: new Set(),
  commands: new Map(),
  quickPick: (items) => items[0],
  inputs: [],
  activeTextEditor: undefined,
  workspaceFolders: undefined,
  statusItems: [],
  shownDocuments: [],
  openedDocuments: [],
  messages: [],
};

class Uri {
  constructor(scheme, fsPath) { this.scheme = scheme; this.fsPath = fsPath; this.path = fsPath; }
  static file(p) { return new Uri('file', p); }
  static parse(s) { return s.startsWith('file://') ? new Uri('file', decodeURIComponent(s.slice(7))) : new Uri('untitled', s); }
  toString() { return `${this.scheme}://${this.fsPath}`; }
}
class Position { constructor(line, character) { this.line = line; this.character = character; } }
class Range { constructor(start, end) { this.start = start; this.end = end; } }
class Selection extends Range { constructor(anchor, active) { super(anchor, active); this.anchor = anchor; this.active = active; } }
class Location { constructor(uri, range) { this.uri = uri; this.range = range; } }
class Disposable { constructor(fn) { this.dispose = fn || (() => {}); } }

function record(name, ...args) { calls.push({ name, args }); }

const window = {
  createOutputChannel(name) { record('createOutputChannel', name); return { name, show() { record('output.show'); }, appendLine() {}, append() {}, dispose() {} }; },
  createStatusBarItem(alignment, priority) {
    const item = { alignment, priority, text: '', tooltip: '', command: undefined, visible: false, show() { this.visible = true; }, hide() { this.visible = false; }, dispose() {} };
    state.statusItems.push(item);
    return item;
  },
  async showInformationMessage(m) { state.messages.push(['info', m]); },
  async showWarningMessage(m) { state.messages.push(['warning', m]); },
  async showErrorMessage(m) { state.messages.push(['error', m]); },
  async showQuickPick(items, options) { record('showQuickPick', items, options); return state.quickPick(items, options); },
  async showInputBox(options) {
    record('showInputBox', options);
    const value = state.inputs.shift();
    if (value !== undefined && options && options.validateInput && options.validateInput(value)) {
      throw new Error(`input ${value} rejected: ${options.validateInput(value)}`);
    }
    return value;
  },
  async showTextDocument(doc, options) { state.shownDocuments.push({ doc, options }); return {}; },
  get activeTextEditor() { return state.activeTextEditor; },
};

const workspace = {
  getConfiguration(section) {
    return {
      get(key, fallback) {
        const full = section ? `${section}.${key}` : key;
        state.settingsRead.add(full);
        return Object.prototype.hasOwnProperty.call(state.settings, full) ? state.settings[full] : fallback;
      },
    };
  },
  get workspaceFolders() { return state.workspaceFolders; },
  createFileSystemWatcher(glob) { record('createFileSystemWatcher', glob); return { glob, dispose() {} }; },
  onDidChangeConfiguration(listener) { state.configurationListener = listener; return new Disposable(); },
  async openTextDocument(options) { state.openedDocuments.push(options); return { ...options }; },
  asRelativePath(uri) { return path.basename(uri.fsPath); },
};

const commands = {
  registerCommand(id, fn) {
    if (state.commands.has(id)) throw new Error(`command ${id} registered twice`);
    state.commands.set(id, fn);
    return new Disposable(() => state.commands.delete(id));
  },
  async executeCommand(id, ...args) { return state.commands.get(id)(...args); },
};

module.exports = {
  Uri, Position, Range, Selection, Location, Disposable,
  StatusBarAlignment: { Left: 1, Right: 2 },
  window, workspace, commands,
  __fake: { calls, state, reset() {
    calls.length = 0;
    Object.assign(state, { settings: {}, settingsRead: new Set(), commands: new Map(), quickPick: (items) => items[0], inputs: [],
      activeTextEditor: undefined, workspaceFolders: undefined, statusItems: [], shownDocuments: [], openedDocuments: [], messages: [] });
  } },
};
