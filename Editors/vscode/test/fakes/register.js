// Makes require('vscode') and require('vscode-languageclient/node') load the fakes.
'use strict';
const Module = require('module');
const path = require('path');

const fakes = {
  vscode: path.join(__dirname, 'vscode.js'),
  'vscode-languageclient/node': path.join(__dirname, 'vscode-languageclient.js'),
  'vscode-languageclient': path.join(__dirname, 'vscode-languageclient.js'),
};
const original = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  if (Object.prototype.hasOwnProperty.call(fakes, request)) return fakes[request];
  return original.call(this, request, ...rest);
};
