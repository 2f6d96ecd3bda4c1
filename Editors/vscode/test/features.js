// What the real server implements (Editors/tests/probe.py), for tests that use the real binary.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

module.exports = function features() {
  const repo = path.resolve(__dirname, '..', '..', '..');
  let binary = process.env.MVVM_LSP_BINARY;
  if (!binary) {
    try { binary = execFileSync('sh', ['-c', 'command -v mvvm-lsp'], { encoding: 'utf8' }).trim(); } catch { binary = ''; }
  }
  if (!binary) binary = path.join(repo, '.build', 'debug', 'mvvm-lsp');
  if (!fs.existsSync(binary)) return { binary };
  const json = process.env.MVVM_LSP_FEATURES ||
    execFileSync('python3', [path.join(repo, 'Editors', 'tests', 'probe.py'), binary], { encoding: 'utf8' });
  return { ...JSON.parse(json), binary };
};
