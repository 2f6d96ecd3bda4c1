// @ts-check
'use strict';
/**
 * The workspace root of a folder by the rule every mvvm-lsp client follows, and the server when
 * a client names no root (Protocol/README.md, "Workspace"). From the folder upwards:
 * 1. the outermost folder with `.mvvm-lsp.yml`, no higher than the repository root;
 * 2. else the repository root, the nearest folder with `.git`;
 * 3. else the outermost folder with an Xcode, Tuist or SwiftPM project marker, so that the
 *    local packages of one project share one server and one index;
 * 4. else none.
 */
const fs = require('fs');
const path = require('path');

const CONFIGURATION_FILE = '.mvvm-lsp.yml';
const REPOSITORY_MARKER = '.git';
const PROJECT_FILES = ['Workspace.swift', 'Project.swift', 'Tuist.swift', 'Package.swift', 'project.yml'];
const PROJECT_EXTENSIONS = ['.xcworkspace', '.xcodeproj'];

/** @param {string} name */
function isProjectMarker(name) {
  return PROJECT_FILES.includes(name) || PROJECT_EXTENSIONS.includes(path.extname(name));
}

/** The names in a folder; none when it cannot be read. @param {string} folder */
function names(folder) {
  try {
    return new Set(fs.readdirSync(folder));
  } catch {
    return new Set();
  }
}

/**
 * The root for `folder` (a file's folder, or a workspace folder), or undefined.
 * @param {string} folder
 * @returns {string | undefined}
 */
function projectRoot(folder) {
  const folders = [];
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    folders.push({ path: current, names: names(current) });
    if (path.dirname(current) === current) break;
  }
  const repository = folders.findIndex((f) => f.names.has(REPOSITORY_MARKER));
  const scope = repository >= 0 ? folders.slice(0, repository + 1) : folders;
  const configured = scope.filter((f) => f.names.has(CONFIGURATION_FILE)).pop();
  if (configured) return configured.path;
  if (repository >= 0) return folders[repository].path;
  const marked = folders.filter((f) => [...f.names].some(isProjectMarker)).pop();
  return marked && marked.path;
}

module.exports = { projectRoot, isProjectMarker };
