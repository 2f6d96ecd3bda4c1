-- Headless end-to-end test of the Neovim plugin against the real mvvm-lsp.
--
--   Neovim >= 0.11:  nvim --headless -u NONE -l Editors/nvim/tests/client_test.lua
--   Neovim 0.7:      nvim --headless -u NONE -c 'luafile Editors/nvim/tests/client_test.lua'
--
-- Env: MVVM_LSP_BINARY (else `mvvm-lsp` on PATH, else <repo>/.build/debug/mvvm-lsp),
--      MVVM_LSP_FEATURES (JSON from Editors/tests/probe.py; computed when unset).
-- Exits non-zero on any failure. Works on a copy of the fixture in a temporary directory.
local uv = vim.loop or vim.uv
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local plugin_dir = vim.fn.fnamemodify(here, ':h')
local editors_dir = vim.fn.fnamemodify(plugin_dir, ':h')
local repo_dir = vim.fn.fnamemodify(editors_dir, ':h')
local v = vim.version()
local label = ('nvim %d.%d'):format(v.major, v.minor)

local function out(line) io.stdout:write(line .. '\n') end

local function finish(failed)
  pcall(vim.cmd, 'silent! %bwipeout!')
  pcall(function()
    for _, c in pairs(vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) do
      if vim.fn.has('nvim-0.11') == 1 then c:stop() else c.stop() end
    end
  end)
  vim.wait(500)
  if failed > 0 then vim.cmd('cquit 1') else vim.cmd('qall!') end
end

-- The binary, as every client test finds it.
local bin = vim.env.MVVM_LSP_BINARY
if bin == nil or bin == '' then
  bin = vim.fn.exepath('mvvm-lsp')
  if bin == '' then bin = repo_dir .. '/.build/debug/mvvm-lsp' end
end
if vim.fn.executable(bin) ~= 1 then
  out(label .. ': mvvm-lsp binary not found: ' .. bin)
  finish(1)
  return
end
vim.env.MVVM_LSP_BINARY = bin

local features_json = vim.env.MVVM_LSP_FEATURES
if features_json == nil or features_json == '' then
  features_json = vim.fn.system({ 'python3', editors_dir .. '/tests/probe.py', bin })
end
local features = vim.fn.json_decode(features_json)

-- A copy of the fixture workspace.
local tmp = vim.fn.resolve(vim.fn.tempname())
vim.fn.mkdir(tmp, 'p')
vim.fn.system({ 'cp', '-R', editors_dir .. '/tests/fixtures/Workspace/.', tmp })
local ws = tmp
local function path(rel) return ws .. '/' .. rel end
local function read(p)
  local f = io.open(p, 'r')
  if not f then return nil end
  local s = f:read('*a')
  f:close()
  return s
end
local function list_files()
  local files = {}
  for _, f in ipairs(vim.fn.globpath(ws, '**/*.swift', false, true)) do files[vim.fn.resolve(f)] = true end
  return files
end

local passed, failed, skipped = 0, 0, 0
local function test(name, needs, fn)
  for _, feature in ipairs(needs) do
    if not features[feature] then
      skipped = skipped + 1
      out(('SKIP %s [%s]: not offered by the server'):format(name, feature))
      return
    end
  end
  local ok, err = xpcall(fn, debug.traceback)
  if ok then
    passed = passed + 1
    out('ok   ' .. name .. ' [' .. table.concat(needs, ',') .. ']')
  else
    failed = failed + 1
    out('FAIL ' .. name .. ': ' .. tostring(err))
  end
end

local function wait_for(what, timeout, cond)
  if not vim.wait(timeout or 10000, cond, 50) then error('timed out waiting for ' .. what, 2) end
end

local function assert_true(cond, msg) if not cond then error(msg, 2) end end

-- Answer prompts without a user: vim.ui.select picks `pick(items)` (default: the first).
local pick
vim.ui.select = function(items, _, on_choice)
  local choice = pick and pick(items) or 1
  vim.schedule(function() on_choice(items[choice], choice) end)
end
vim.ui.input = function(_, on_confirm) vim.schedule(function() on_confirm('Settings') end) end

-- Start the way a user does.
vim.opt.runtimepath:prepend(plugin_dir)
vim.cmd('filetype on')
local mvvm = require('mvvm_lsp')
if vim.lsp.enable then
  vim.lsp.enable('mvvm_lsp')
else
  mvvm.setup({ scaffold = { convention = 'contract' } })
end
mvvm.options.scaffold = { convention = 'contract' }

local client
test('attaches to a Swift buffer with the workspace root and buffer commands', {}, function()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  assert_true(vim.bo.filetype == 'swift', 'filetype is ' .. vim.bo.filetype)
  wait_for('the client to attach', 15000, function() return mvvm.client(0) ~= nil end)
  client = mvvm.client(0)
  wait_for('initialize', 10000, function() return client.initialized ~= false and client.server_capabilities ~= nil end)
  assert_true(vim.fn.resolve(client.config.root_dir) == ws,
    'root_dir ' .. tostring(client.config.root_dir) .. ' ~= ' .. ws)
  local commands = vim.api.nvim_buf_get_commands(0, {})
  for _, name in ipairs({ 'MvvmMatching', 'MvvmScaffold', 'MvvmRules' }) do
    assert_true(commands[name] ~= nil, ':' .. name .. ' is missing')
  end
end)

local function rule_of(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end
local function hardcoded(buf)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if rule_of(d) == 'mvvm/hardcoded-text' and d.source == 'mvvm-lsp' then table.insert(found, d) end
  end
  return found
end

test('diagnostics carry rule ids (mvvm/hardcoded-text, source mvvm-lsp)', { 'diagnostics' }, function()
  local buf = vim.fn.bufnr(path('Sources/App/LoginView.swift'))
  local ok = vim.wait(15000, function() return #hardcoded(buf) > 0 end, 50)
  if not ok then
    local got = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do table.insert(got, tostring(rule_of(d)) .. '/' .. tostring(d.source)) end
    error('no mvvm/hardcoded-text diagnostic; got: ' .. table.concat(got, ', '))
  end
end)

test('a quick fix applies and the file on disk changes', { 'diagnostics', 'codeAction' }, function()
  local file = path('Sources/App/LoginView.swift')
  vim.cmd('edit ' .. file)
  local buf = vim.api.nvim_get_current_buf()
  local before = read(file)
  wait_for('diagnostics', 10000, function() return #hardcoded(buf) > 0 end)
  local diags = hardcoded(buf)
  assert_true(#diags > 0, 'no diagnostic to fix')
  vim.api.nvim_win_set_cursor(0, { diags[1].lnum + 1, diags[1].col })
  local tick = vim.api.nvim_buf_get_changedtick(buf)
  pick = nil
  if vim.fn.has('nvim-0.8') == 1 then
    vim.lsp.buf.code_action({ context = { only = { 'quickfix' } }, apply = true })
  else
    vim.lsp.buf.code_action({ only = { 'quickfix' } }) -- 0.7: the argument is the context
  end
  wait_for('the quick fix to change the buffer', 10000,
    function() return vim.api.nvim_buf_get_changedtick(buf) ~= tick end)
  vim.cmd('silent write')
  assert_true(read(file) ~= before, 'file on disk unchanged')
  wait_for('the fixed diagnostic to go away', 10000, function() return #hardcoded(buf) < #diags end)
end)

local function action_of(item) return item.action or item[2] or item end
local function creates(action)
  local uris = {}
  local edit = action.edit or {}
  for _, change in ipairs(edit.documentChanges or {}) do
    if change.kind == 'create' then table.insert(uris, change.uri) end
  end
  return uris
end

test('a scaffold code action creates files on disk', { 'scaffoldAction' }, function()
  vim.cmd('edit ' .. path('Sources/App/ProfileView.swift'))
  vim.api.nvim_win_set_cursor(0, { 3, 8 })
  local created
  pick = function(items)
    for i, item in ipairs(items) do
      local uris = creates(action_of(item))
      if #uris > 0 then created = uris return i end
    end
    return nil
  end
  vim.lsp.buf.code_action()
  wait_for('a code action with CreateFile', 10000, function() return created ~= nil end)
  -- Neovim applies CreateFile (ignoreIfExists) as a new buffer: the file exists once saved.
  wait_for('the new buffers', 10000, function()
    for _, uri in ipairs(created) do if vim.fn.bufexists(vim.uri_to_fname(uri)) == 0 then return false end end
    return true
  end)
  vim.cmd('silent wall')
  for _, uri in ipairs(created) do
    assert_true(uv.fs_stat(vim.uri_to_fname(uri)) ~= nil, vim.uri_to_fname(uri) .. ' was not written')
  end
  for _, uri in ipairs(created) do
    local text = read(vim.uri_to_fname(uri)) or ''
    assert_true(#text > 0, vim.uri_to_fname(uri) .. ' is empty on disk')
  end
  pick = nil
end)

test(':MvvmScaffold runs mvvm.scaffold and the server\'s edit lands on disk', { 'scaffold' }, function()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  local before = list_files()
  pick = function(items)
    for i, item in ipairs(items) do if item == 'contract' or item == 'stateless' then return i end end
    return 1
  end
  vim.cmd('MvvmScaffold Settings')
  local new = {}
  wait_for('new Settings files', 10000, function()
    vim.cmd('silent wall')  -- the server's CreateFile edits arrive as new buffers
    new = {}
    for f in pairs(list_files()) do if not before[f] and f:find('Settings') then table.insert(new, f) end end
    return #new > 0
  end)
  for _, f in ipairs(new) do assert_true(#(read(f) or '') > 0, f .. ' is empty on disk') end
  pick = nil
end)

test(':MvvmMatching jumps from the View to its ViewModel', { 'matchingFile' }, function()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  vim.api.nvim_win_set_cursor(0, { 3, 8 })
  vim.cmd('MvvmMatching')
  wait_for('LoginViewModel.swift to be the current buffer', 10000, function()
    return vim.api.nvim_buf_get_name(0):match('LoginViewModel%.swift$') ~= nil
  end)
end)

test('code lenses arrive', { 'codeLens' }, function()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  local buf = vim.api.nvim_get_current_buf()
  if not vim.lsp.codelens.get then error('this Neovim has no vim.lsp.codelens.get') end
  wait_for('code lenses', 10000, function() return #(vim.lsp.codelens.get(buf) or {}) > 0 end)
end)

test(':MvvmRules shows the rules in a scratch buffer', { 'rules' }, function()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  vim.cmd('MvvmRules')
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  assert_true(vim.bo.buftype == 'nofile', 'not a scratch buffer')
  assert_true(text:find('mvvm/hardcoded-text', 1, true) ~= nil, 'rules output lacks mvvm/hardcoded-text:\n' .. text)
  vim.cmd('close')
end)

local function health_text()
  vim.cmd('edit ' .. path('Sources/App/LoginView.swift'))
  vim.cmd('checkhealth mvvm_lsp')
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  vim.cmd('silent! tabclose')
  return text
end

test(':checkhealth mvvm_lsp finds the binary and its version', {}, function()
  local text = health_text()
  local version = vim.fn.system({ bin, '--version' }):gsub('%s+$', '')
  assert_true(text:find('binary found', 1, true) ~= nil, 'no "binary found" in:\n' .. text)
  assert_true(text:find('version: ' .. version, 1, true) ~= nil, 'no "version: ' .. version .. '" in:\n' .. text)
end)

test(':checkhealth mvvm_lsp reports an invalid .mvvm-lsp.yml', { 'check' }, function()
  local f = assert(io.open(path('.mvvm-lsp.yml'), 'w'))
  f:write('rules: [unclosed\n  - {\n')
  f:close()
  local text = health_text()
  os.remove(path('.mvvm-lsp.yml'))
  assert_true(text:find('config file is invalid', 1, true) ~= nil, 'invalid config not reported:\n' .. text)
end)

local sample_config = repo_dir .. '/Tests/Fixtures/SampleWorkspace/.mvvm-lsp.yml'
if vim.fn.filereadable(sample_config) == 1 then features.sample = true end
test(':checkhealth mvvm_lsp accepts the sample workspace\'s .mvvm-lsp.yml', { 'check', 'sample' }, function()
  vim.fn.writefile(vim.fn.readfile(sample_config), path('.mvvm-lsp.yml'))
  local text = health_text()
  os.remove(path('.mvvm-lsp.yml'))
  assert_true(text:find('config file is valid', 1, true) ~= nil, 'sample config not valid:\n' .. text)
end)

out(('%s: %d passed, %d failed, %d skipped'):format(label, passed, failed, skipped))
vim.fn.delete(tmp, 'rf')
finish(failed)
