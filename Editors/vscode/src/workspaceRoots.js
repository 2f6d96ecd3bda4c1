// @ts-check
'use strict';
/**
 * The server's workspace folders for VS Code's: each folder's project root by the rule every
 * mvvm-lsp client follows (`projectRoot`), so that local packages opened as folders of one
 * multi-root workspace share one index. vscode-languageclient sends VS Code's folders as they
 * are; a static feature replaces them in `initialize` (it runs after the library's own) and
 * middleware translates later changes.
 */
const path = require('path');
const vscode = require('vscode');
const { projectRoot } = require('./projectRoot');

/**
 * Each folder's root (the folder itself when it lies in no project), each once, none inside
 * another.
 * @param {readonly { uri: vscode.Uri }[] | undefined} folders
 * @returns {string[]}
 */
function serverRoots(folders) {
  const roots = [...new Set((folders || []).map((f) => projectRoot(f.uri.fsPath) || f.uri.fsPath))];
  return roots.filter((root) => !roots.some((other) => other !== root && root.startsWith(other + path.sep)));
}

/** @param {string} root */
function asProtocol(root) {
  return { uri: vscode.Uri.file(root).toString(), name: path.basename(root) || root };
}

/** @param {string} root @param {number} index */
function asFolder(root, index) {
  return { uri: vscode.Uri.file(root), name: path.basename(root) || root, index };
}

class WorkspaceRoots {
  constructor() {
    /** The roots the server was last told of. @type {string[]} */
    this.sent = [];
  }

  /** A static feature of the client: `initialize` names the roots (null without a folder). */
  feature() {
    return {
      fillClientCapabilities() {},
      initialize() {},
      getState() { return { kind: 'static' }; },
      clear() {},
      /** @param {any} params */
      fillInitializeParams: (params) => {
        this.sent = serverRoots(vscode.workspace.workspaceFolders);
        params.workspaceFolders = this.sent.length > 0 ? this.sent.map(asProtocol) : null;
        params.rootUri = this.sent.length > 0 ? asProtocol(this.sent[0]).uri : null;
        params.rootPath = this.sent.length > 0 ? this.sent[0] : null;
      },
    };
  }

  /** `middleware.workspace`: the roots for `workspace/workspaceFolders` and for folder changes. */
  middleware() {
    return {
      workspaceFolders: () => this.sent.map(asProtocol),
      /** @param {unknown} _event @param {(event: any) => Promise<void>} next */
      didChangeWorkspaceFolders: (_event, next) => {
        const before = this.sent;
        this.sent = serverRoots(vscode.workspace.workspaceFolders);
        const added = this.sent.filter((root) => !before.includes(root));
        const removed = before.filter((root) => !this.sent.includes(root));
        if (added.length === 0 && removed.length === 0) return Promise.resolve();
        return next({ added: added.map(asFolder), removed: removed.map(asFolder) });
      },
    };
  }
}

module.exports = { WorkspaceRoots, serverRoots };
