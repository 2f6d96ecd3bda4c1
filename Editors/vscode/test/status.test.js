// "Show Status" against the real server: the extension's formatting of what the binary answers.
'use strict';
require('./fakes/register');
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawn } = require('child_process');
const path = require('path');

/** A JSON-RPC connection to the real binary over stdio, as vscode-languageclient speaks it. */
function connect(binary) {
  const server = spawn(binary, ['--log-level', 'error'], { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = Buffer.alloc(0);
  const messages = [];
  const waiters = [];
  server.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString());
      buffer = buffer.subarray(headerEnd + 4 + length);
      if (message.method && message.id !== undefined) send({ id: message.id, result: null }); // server requests
      messages.push(message);
      for (const waiter of [...waiters]) waiter();
    }
  });
  function send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
    server.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    server.stdin.write(body);
  }
  function waitFor(predicate, what, timeout = 30000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeout);
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return;
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(check), 1);
        resolve(found);
      };
      waiters.push(check);
      check();
    });
  }
  let nextId = 0;
  async function request(method, params) {
    const id = ++nextId;
    send({ id, method, params });
    return (await waitFor((m) => m.id === id && !m.method, method)).result;
  }
  return { server, send, request, waitFor };
}

test('Show Status with the real binary: indexed, then the folder and its module conventions [status,indexReady]', async (t) => {
  const features = require('./features.js')();
  if (!features.status) return t.skip('not offered by the server: mvvm/status');
  const root = path.resolve(__dirname, '..', '..', 'tests', 'fixtures', 'Workspace');
  const connection = connect(features.binary);
  try {
    await connection.request('initialize', { processId: process.pid, rootUri: `file://${root}`, capabilities: {} });
    connection.send({ method: 'initialized', params: {} });
    const ready = await connection.waitFor((m) => m.method === 'mvvm/indexReady', 'mvvm/indexReady');
    assert.equal(ready.params.root, `file://${root}`);
    const { statusLines } = require('../src/extension.js');
    const lines = statusLines(await connection.request('mvvm/status', {}));
    assert.ok(lines.includes(`workspace ${root}: indexed, 4 Swift files`), lines.join('\n'));
    assert.ok(lines.some((line) => /^ {4}plain: \d+ files — /.test(line)), lines.join('\n'));
    await connection.request('shutdown', null);
    connection.send({ method: 'exit' });
  } finally {
    connection.server.kill();
  }
});
