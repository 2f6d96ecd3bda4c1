// A minimal fake of `vscode-languageclient/node`: records the options and the requests sent.
'use strict';
const vscode = require('vscode');

const State = { Stopped: 1, Starting: 3, Running: 2 };
const TransportKind = { stdio: 0, ipc: 1, pipe: 2, socket: 3 };
const instances = [];
let responder = () => null; // (method, params) → result

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions });
    this.state = State.Stopped;
    this.requests = [];
    this.stateListeners = [];
    this.features = [];
    this.code2ProtocolConverter = {
      asTextDocumentIdentifier: (doc) => ({ uri: doc.uri.toString() }),
      asPosition: (p) => ({ line: p.line, character: p.character }),
    };
    this.protocol2CodeConverter = {
      asLocation: (l) => new vscode.Location(vscode.Uri.parse(l.uri),
        new vscode.Range(new vscode.Position(l.range.start.line, l.range.start.character),
          new vscode.Position(l.range.end.line, l.range.end.character))),
    };
    instances.push(this);
  }
  registerFeature(feature) { this.features.push(feature); }
  /** What the library's `initialize` sends, after every registered feature filled it in. */
  initializeParams() {
    const folders = vscode.workspace.workspaceFolders;
    const params = { rootUri: null, workspaceFolders: folders ? folders.map((f) => ({ uri: f.uri.toString(), name: f.name })) : null };
    for (const feature of this.features) if (feature.fillInitializeParams) feature.fillInitializeParams(params);
    return params;
  }
  onDidChangeState(listener) { this.stateListeners.push(listener); return { dispose() {} }; }
  onNotification(method, handler) { this.notificationHandlers = { ...(this.notificationHandlers || {}), [method]: handler }; return { dispose() {} }; }
  /** Delivers a server notification as the library would. */
  notify(method, params) { this.notificationHandlers[method](params); }
  setState(newState) {
    const oldState = this.state;
    this.state = newState;
    for (const l of this.stateListeners) l({ oldState, newState });
  }
  async start() { this.setState(State.Starting); this.setState(State.Running); }
  async stop() { this.setState(State.Stopped); }
  async sendRequest(method, params) { this.requests.push({ method, params }); return responder(method, params); }
}

module.exports = {
  LanguageClient, State, TransportKind,
  __fake: { instances, respond(fn) { responder = fn; }, reset() { instances.length = 0; responder = () => null; } },
};
