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

-- Opens a file and waits for the server to attach: the root is found before the client starts.
local function edit(file)
  vim.cmd('edit ' .. file)
  wait_for('the client to attach to ' .. file, 15000, function() return mvvm.client(0) ~= nil end)
end

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

test('a quick fix is offered with the cursor anywhere on the flagged line', { 'diagnostics', 'codeAction' }, function()
  local file = path('Sources/App/LoginView.swift')
  edit(file)
  local buf = vim.api.nvim_get_current_buf()
  wait_for('diagnostics', 10000, function() return #hardcoded(buf) > 0 end)
  local diag = hardcoded(buf)[1]
  local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
  params.range = { start = { line = diag.lnum, character = 0 }, ['end'] = { line = diag.lnum, character = 0 } }
  params.context = { diagnostics = {}, only = { 'quickfix' } }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}
  local titles = {}
  for _, answer in pairs(answers) do
    for _, action in ipairs(answer.result or {}) do table.insert(titles, action.title) end
  end
  assert_true(#titles > 0, 'no quick fix from the start of line ' .. (diag.lnum + 1))
end)

test('hover on a finding shows its message and why', { 'diagnostics', 'hover' }, function()
  local file = path('Sources/App/LoginView.swift')
  edit(file)
  local buf = vim.api.nvim_get_current_buf()
  wait_for('diagnostics', 10000, function() return #hardcoded(buf) > 0 end)
  local diag = hardcoded(buf)[1]
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = diag.lnum, character = diag.col } }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}
  local text = ''
  for _, answer in pairs(answers) do
    local contents = answer.result and answer.result.contents
    if contents then text = text .. (contents.value or '') end
  end
  assert_true(text:find(diag.message, 1, true) ~= nil, 'hover lacks the message "' .. diag.message .. '":\n' .. text)
  assert_true(text:find('Why:', 1, true) ~= nil, 'hover lacks why:\n' .. text)
end)

test('a quick fix applies and the file on disk changes', { 'diagnostics', 'codeAction' }, function()
  local file = path('Sources/App/LoginView.swift')
  edit(file)
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
  edit(path('Sources/App/ProfileView.swift'))
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

test(':MvvmScaffold writes the screen beside the current file, saves it and opens the view', { 'scaffold' }, function()
  edit(path('Sources/App/LoginView.swift'))
  local before = list_files()
  pick = nil
  vim.cmd('MvvmScaffold Settings')
  local new = {}
  wait_for('new Settings files on disk, written by the plugin', 15000, function()
    new = {}
    for f in pairs(list_files()) do if not before[f] and f:find('Settings') then table.insert(new, f) end end
    return #new > 0 and vim.api.nvim_buf_get_name(0):match('SettingsView%.swift$') ~= nil
  end)
  for _, f in ipairs(new) do
    assert_true(#(read(f) or '') > 0, f .. ' is empty on disk')
    assert_true(f:find(ws .. '/Sources/App/', 1, true) == 1, f .. ' is not beside LoginView.swift')
  end
end)

test(':MvvmMatching jumps from the View to its ViewModel', { 'matchingFile' }, function()
  edit(path('Sources/App/LoginView.swift'))
  vim.api.nvim_win_set_cursor(0, { 3, 8 })
  vim.cmd('MvvmMatching')
  wait_for('LoginViewModel.swift to be the current buffer', 10000, function()
    return vim.api.nvim_buf_get_name(0):match('LoginViewModel%.swift$') ~= nil
  end)
end)

test('code lenses arrive', { 'codeLens' }, function()
  edit(path('Sources/App/LoginView.swift'))
  local buf = vim.api.nvim_get_current_buf()
  if not vim.lsp.codelens.get then error('this Neovim has no vim.lsp.codelens.get') end
  wait_for('code lenses', 10000, function() return #(vim.lsp.codelens.get(buf) or {}) > 0 end)
end)

test(':MvvmInfo shows the root, the index state and each module\'s convention', { 'status' }, function()
  edit(path('Sources/App/LoginView.swift'))
  local view = vim.api.nvim_get_current_buf()
  vim.cmd('MvvmInfo')
  local text, window
  wait_for('the status buffer', 10000, function()
    for _, candidate in ipairs(vim.api.nvim_list_wins()) do
      local buf = vim.api.nvim_win_get_buf(candidate)
      if vim.api.nvim_buf_get_name(buf):match('mvvm%-lsp://status$') then
        window = candidate
        text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
        return true
      end
    end
    return false
  end)
  assert_true(text:find('workspace ' .. ws .. ': indexed, ', 1, true) ~= nil, 'no indexed root in:\n' .. text)
  assert_true(text:find('\n    plain: %d+ files — ') ~= nil, 'no module convention in:\n' .. text)
  -- The cursor stays in the view's window, so the next :Mvvm… command is the view's.
  assert_true(vim.api.nvim_get_current_buf() == view, 'the status took the cursor from the view')
  vim.api.nvim_win_close(window, true)
end)

test(':MvvmRules shows the rules in a scratch buffer', { 'rules' }, function()
  edit(path('Sources/App/LoginView.swift'))
  vim.cmd('MvvmRules')
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  assert_true(vim.bo.buftype == 'nofile', 'not a scratch buffer')
  assert_true(text:find('mvvm/hardcoded-text', 1, true) ~= nil, 'rules output lacks mvvm/hardcoded-text:\n' .. text)
  vim.cmd('close')
end)

local function health_text()
  edit(path('Sources/App/LoginView.swift'))
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

test(':checkhealth mvvm_lsp shows the attached server\'s root, index state and conventions', { 'status' }, function()
  local text = health_text()
  assert_true(text:find('client %d+ attached, root ') ~= nil, 'no attached client in:\n' .. text)
  assert_true(text:find('workspace ' .. ws .. ': indexed, ', 1, true) ~= nil, 'no indexed root in:\n' .. text)
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

-- The root rule on a Tuist project without .git whose view and view model sit in two local
-- SwiftPM packages (Tests/Fixtures/TuistLocalPackages), and a file in no project at all.
local function copy_of(fixture)
  local dir = vim.fn.resolve(vim.fn.tempname())
  vim.fn.mkdir(dir, 'p')
  vim.fn.system({ 'cp', '-R', fixture .. '/.', dir })
  return dir
end
local tuist_fixture = repo_dir .. '/Tests/Fixtures/TuistLocalPackages'
local notes_view = 'Packages/NotesViews/Sources/NotesViews/NoteDetailView.swift'
local notes_view_model = 'Packages/NotesViewModels/Sources/NotesViewModels/NoteDetailViewModel.swift'

local function client_request(c, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then return c:request(method, params, handler, bufnr) end
  return c.request(method, params, handler, bufnr)
end

local function lens_titles(buf)
  local titles = {}
  for _, lens in ipairs(vim.lsp.codelens.get(buf) or {}) do
    if lens.command and lens.command.title ~= '' then table.insert(titles, lens.command.title) end
  end
  return titles
end

-- Waits for a resolved lens titled `title` in the current buffer, asking for lenses again now
-- and then, as BufEnter and InsertLeave do for a user.
local function wait_for_lens(title)
  local buf = vim.api.nvim_get_current_buf()
  local asked = 0
  local ok = vim.wait(30000, function()
    if vim.tbl_contains(lens_titles(buf), title) then return true end
    asked = asked + 1
    if asked % 10 == 1 then
      if vim.fn.has('nvim-0.10') == 1 then vim.lsp.codelens.refresh({ bufnr = buf }) else vim.lsp.codelens.refresh() end
    end
    return false
  end, 50)
  if not ok then error('no lens "' .. title .. '"; got: ' .. table.concat(lens_titles(buf), ' | '), 2) end
end

local function attached_client(file)
  edit(file)
  local c = mvvm.client(0)
  wait_for('initialize', 10000, function() return c.initialized ~= false and c.server_capabilities ~= nil end)
  return c
end

-- A lens as the user sees it: no refresh asked for by the test. The server says when it has
-- read the workspace (mvvm/indexReady) and the plugin asks again; an edit that breaks or mends
-- a pair is followed once the text settles.
local function wait_for_lens_unaided(title, timeout)
  local buf = vim.api.nvim_get_current_buf()
  local ok = vim.wait(timeout or 15000, function() return vim.tbl_contains(lens_titles(buf), title) end, 50)
  if not ok then error('no lens "' .. title .. '"; got: ' .. table.concat(lens_titles(buf), ' | '), 2) end
end

test('the lens names the pair once the workspace is read, with no refresh asked for', { 'codeLens', 'indexReady' }, function()
  local project = copy_of(editors_dir .. '/tests/fixtures/Workspace')
  vim.fn.system({ 'git', 'init', '-q', project })
  attached_client(project .. '/Sources/App/LoginView.swift')
  wait_for_lens_unaided('ViewModel: `LoginViewModel`')
  vim.cmd('silent! bwipeout!')
  vim.fn.delete(project, 'rf')
end)

test('a lens follows an edit that breaks the pair, and its undo', { 'codeLens' }, function()
  attached_client(path('Sources/App/LoginViewModel.swift'))
  wait_for_lens_unaided('View: `LoginView`')
  local buf = vim.api.nvim_get_current_buf()
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for index, line in ipairs(lines) do
    local column = line:find('LoginViewModel', 1, true)
    if line:find('final class', 1, true) and column then
      vim.api.nvim_win_set_cursor(0, { index, column - 1 })
      vim.cmd('normal! ciwLoginModel')
      break
    end
  end
  vim.cmd('doautocmd TextChanged')
  local ok = vim.wait(15000, function() return not vim.tbl_contains(lens_titles(buf), 'View: `LoginView`') end, 50)
  assert_true(ok, 'the lens still names LoginView after the rename')
  vim.cmd('normal! u')
  vim.cmd('doautocmd TextChanged')
  wait_for_lens_unaided('View: `LoginView`')
  vim.cmd('silent! edit!')
end)

if vim.fn.isdirectory(tuist_fixture) == 1 then features.tuist = true end
test('local packages of a project without .git share one server at the project root; the lens names the view model in the other package',
  { 'codeLens', 'matchingFile', 'tuist' }, function()
  local project = copy_of(tuist_fixture)
  local view_client = attached_client(project .. '/' .. notes_view)
  assert_true(vim.fn.resolve(view_client.config.root_dir or '') == project,
    'root_dir ' .. tostring(view_client.config.root_dir) .. ' ~= ' .. project)
  local view_buf = vim.api.nvim_get_current_buf()
  local view_model_client = attached_client(project .. '/' .. notes_view_model)
  assert_true(view_model_client.id == view_client.id, 'the view model\'s package got a server of its own')
  vim.api.nvim_set_current_buf(view_buf)
  wait_for_lens('ViewModel: `NoteDetailViewModel`')
  vim.api.nvim_win_set_cursor(0, { 4, 15 })
  vim.cmd('MvvmMatching')
  wait_for('NoteDetailViewModel.swift to be the current buffer', 10000, function()
    return vim.api.nvim_buf_get_name(0):match('NoteDetailViewModel%.swift$') ~= nil
  end)
  vim.fn.delete(project, 'rf')
end)

test('a client that sends rootUri: null gets the pair: the server indexes the file\'s project', { 'matchingFile', 'tuist' }, function()
  local project = copy_of(tuist_fixture)
  vim.cmd('edit ' .. project .. '/' .. notes_view)
  local buf = vim.api.nvim_get_current_buf()
  local config = { name = 'mvvm_lsp_rootless', cmd = { bin } } -- no root_dir, no workspace_folders
  local id
  if vim.lsp.start then
    id = vim.lsp.start(config, { bufnr = buf })
  else
    id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(buf, id)
  end
  local rootless = vim.lsp.get_client_by_id(id)
  wait_for('the rootless client to initialize', 10000, function()
    return rootless.initialized ~= false and rootless.server_capabilities ~= nil
  end)
  assert_true(rootless.workspace_folders == nil, 'the client named a workspace folder')
  local answer
  client_request(rootless, 'mvvm/matchingFile', { textDocument = { uri = vim.uri_from_bufnr(buf) } },
    function(err, result) answer = { err = err, result = result } end, buf)
  wait_for('mvvm/matchingFile', 30000, function() return answer ~= nil end)
  assert_true(answer.err == nil, 'mvvm/matchingFile failed: ' .. vim.inspect(answer.err))
  local uri = answer.result and answer.result[1] and answer.result[1].uri or ''
  assert_true(uri:match('NoteDetailViewModel%.swift$') ~= nil, 'matched ' .. vim.inspect(answer.result))
  if vim.fn.has('nvim-0.11') == 1 then rootless:stop() else rootless.stop() end
  vim.fn.delete(project, 'rf')
end)

test('a file in no project: the server starts without a root and says the workspace is not indexed',
  { 'codeLens', 'matchingFile', 'tuist' }, function()
  local loose = vim.fn.resolve(vim.fn.tempname())
  vim.fn.mkdir(loose .. '/Downloads', 'p')
  vim.fn.writefile(vim.fn.readfile(tuist_fixture .. '/' .. notes_view), loose .. '/Downloads/NoteDetailView.swift')
  local c = attached_client(loose .. '/Downloads/NoteDetailView.swift')
  assert_true(c.config.root_dir == nil, 'root_dir ' .. tostring(c.config.root_dir))
  wait_for_lens('ViewModel: workspace not indexed')
  local said = {}
  local notify = vim.notify
  vim.notify = function(message) table.insert(said, message) end
  vim.api.nvim_win_set_cursor(0, { 4, 15 })
  vim.cmd('MvvmMatching')
  local ok = vim.wait(10000, function()
    for _, message in ipairs(said) do if message:find('has not indexed a workspace', 1, true) then return true end end
    return false
  end, 50)
  vim.notify = notify
  assert_true(ok, ':MvvmMatching said: ' .. table.concat(said, ' | '))
  vim.fn.delete(loose, 'rf')
end)

-- FOSMVVM's review skill: its suppression comments and its project file, .fosmvvm-review.yml.
local fosmvvm_fixture = repo_dir .. '/Tests/Fixtures/FOSMVVMWorkspace'
local badge_view = 'Sources/TaskViews/Dashboard/DashboardBadgeView.swift'
local function diagnostics_by_rule(buf)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local rule = rule_of(d)
    if rule then
      found[rule] = found[rule] or {}
      table.insert(found[rule], d)
    end
  end
  return found
end
local function rule_names(found)
  local names = {}
  for name in pairs(found) do table.insert(names, name) end
  table.sort(names)
  return table.concat(names, ', ')
end
if vim.fn.isdirectory(fosmvvm_fixture) == 1 then features.fosmvvmFixture = true end
test('fosmvvm-review: an unjustified suppression is reported, .fosmvvm-review.yml sets a check\'s severity, a justified suppression silences it',
  { 'diagnostics', 'fosmvvmFixture' }, function()
  local project = copy_of(fosmvvm_fixture)
  vim.fn.writefile({ 'severity_overrides:', '  view-reads-vm-only: nit' }, project .. '/.fosmvvm-review.yml')
  attached_client(project .. '/' .. badge_view)
  local buf = vim.api.nvim_get_current_buf()
  local found = {}
  local ok = vim.wait(30000, function()
    found = diagnostics_by_rule(buf)
    return found['fosmvvm/suppression-without-justification'] ~= nil and found['fosmvvm/view-reads-viewmodel-only'] ~= nil
  end, 50)
  assert_true(ok, 'expected the unjustified suppression and the app-state read; got: ' .. rule_names(found))
  local read_through = found['fosmvvm/view-reads-viewmodel-only'][1]
  assert_true(read_through.severity == vim.diagnostic.severity.INFO,
    'view-reads-vm-only: nit should be information, got severity ' .. tostring(read_through.severity))
  -- Justify the directive, and suppress the app-state read on its own line, as a user types.
  local line = read_through.lnum
  local text = vim.api.nvim_buf_get_lines(buf, line, line + 1, false)[1]
  vim.api.nvim_buf_set_lines(buf, line, line + 1, false,
    { text .. ' // fosmvvm-review:disable:this view-reads-vm-only — the badge shows the live app-wide count' })
  local comment = found['fosmvvm/suppression-without-justification'][1].lnum
  local directive = vim.api.nvim_buf_get_lines(buf, comment, comment + 1, false)[1]
  vim.api.nvim_buf_set_lines(buf, comment, comment + 1, false, { directive .. ' — kept while the badge is redesigned' })
  ok = vim.wait(30000, function()
    found = diagnostics_by_rule(buf)
    return found['fosmvvm/suppression-without-justification'] == nil and found['fosmvvm/view-reads-viewmodel-only'] == nil
  end, 50)
  assert_true(ok, 'after justifying both, still reported: ' .. rule_names(found))
  vim.cmd('silent! bwipeout!')
  vim.fn.delete(project, 'rf')
end)

out(('%s: %d passed, %d failed, %d skipped'):format(label, passed, failed, skipped))
vim.fn.delete(tmp, 'rf')
finish(failed)
