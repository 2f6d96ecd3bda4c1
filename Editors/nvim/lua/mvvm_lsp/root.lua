-- The workspace root of a file: the rule every mvvm-lsp client follows, and the server when a
-- client names no root (Protocol/README.md, "Workspace"). From the file's folder upwards:
--   1. the outermost folder with .mvvm-lsp.yml, no higher than the repository root;
--   2. else the repository root: the nearest folder with .git (a folder, or a worktree's file);
--   3. else the outermost folder with an Xcode, Tuist or SwiftPM project marker, so that the
--      local packages of one project share one server and one index;
--   4. else none (nil): the server starts without a workspace folder.
local M = {}

M.config_file = '.mvvm-lsp.yml'
M.repository_marker = '.git'
M.project_files = { 'Workspace.swift', 'Project.swift', 'Tuist.swift', 'Package.swift', 'project.yml' }
M.project_extensions = { 'xcworkspace', 'xcodeproj' }

local uv = vim.uv or vim.loop

-- The names in a folder, as a set (empty when it cannot be read).
local function entries(folder)
  local names = {}
  local handle = uv.fs_scandir(folder)
  while handle do
    local name = uv.fs_scandir_next(handle)
    if not name then break end
    names[name] = true
  end
  return names
end

local function has_project_marker(names)
  for _, file in ipairs(M.project_files) do
    if names[file] then return true end
  end
  for name in pairs(names) do
    for _, extension in ipairs(M.project_extensions) do
      if name:sub(-(#extension + 1)) == '.' .. extension then return true end
    end
  end
  return false
end

--- The root for the file at `path`, or nil.
function M.find(path)
  local folders = {}
  local folder = vim.fn.fnamemodify(path, ':p:h')
  while true do
    table.insert(folders, { path = folder, names = entries(folder) })
    local parent = vim.fn.fnamemodify(folder, ':h')
    if parent == folder then break end
    folder = parent
  end
  local repository
  for index, candidate in ipairs(folders) do
    if candidate.names[M.repository_marker] then repository = index break end
  end
  local configured
  for index = 1, repository or #folders do
    if folders[index].names[M.config_file] then configured = folders[index].path end
  end
  if configured then return configured end
  if repository then return folders[repository].path end
  local outermost
  for _, candidate in ipairs(folders) do
    if has_project_marker(candidate.names) then outermost = candidate.path end
  end
  return outermost
end

return M
