-- mvvm-lsp for Neovim: server config, buffer commands, and a start path for Neovim 0.7-0.10.
--
--   Neovim >= 0.11:  vim.lsp.enable('mvvm_lsp')              (uses lsp/mvvm_lsp.lua)
--   Neovim 0.7-0.10: require('mvvm_lsp').setup({ ... })
local M = {}

M.name = 'mvvm_lsp'
M.conventions = { 'plain', 'fosmvvm', 'contract' }
-- The kinds each convention scaffolds (see `mvvm-lsp scaffold --help`).
M.kinds = {
  plain = { 'screen' },
  fosmvvm = { 'display', 'interactive', 'form', 'container' },
  contract = { 'stateful', 'stateless' },
}

local has = function(feature) return vim.fn.has(feature) == 1 end

--- The server binary: `vim.g.mvvm_lsp_binary`, else $MVVM_LSP_BINARY, else `mvvm-lsp` on PATH.
function M.binary()
  local bin = vim.g.mvvm_lsp_binary
  if bin == nil or bin == '' then bin = vim.env.MVVM_LSP_BINARY end
  if bin == nil or bin == '' then bin = 'mvvm-lsp' end
  return bin
end

local function notify(msg, level)
  vim.notify('mvvm-lsp: ' .. msg, level or vim.log.levels.INFO)
end

-- Calls a client method on every Neovim: `client:request()` from 0.11, `client.request()` before.
local function request(client, method, params, handler, bufnr)
  if has('nvim-0.11') then return client:request(method, params, handler, bufnr) end
  return client.request(method, params, handler, bufnr)
end

--- The attached mvvm-lsp client of a buffer, if any.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr, name = M.name })
    or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == M.name then return client end
  end
  return nil
end

local function current_client()
  local client = M.client(0)
  if not client then notify('not attached to this buffer', vim.log.levels.WARN) end
  return client
end

local function show_location(location, encoding)
  if vim.lsp.util.show_document then
    return vim.lsp.util.show_document(location, encoding, { focus = true })
  end
  return vim.lsp.util.jump_to_location(location, encoding)
end

local function display_path(uri)
  local path = vim.uri_to_fname(uri)
  return vim.fn.fnamemodify(path, ':~:.')
end

--- `:MvvmMatching`: asks `mvvm/matchingFile` and jumps to the best match, or lets the user pick.
function M.open_matching(opts)
  opts = opts or {}
  local client = current_client()
  if not client then return end
  local bufnr = vim.api.nvim_get_current_buf()
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  request(client, 'mvvm/matchingFile', { textDocument = params.textDocument, position = params.position },
    function(err, result)
      if err then
        notify('mvvm/matchingFile failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
        return
      end
      if result == nil or #result == 0 then
        notify('no matching View/ViewModel found', vim.log.levels.WARN)
        return
      end
      if #result == 1 or opts.first then
        show_location(result[1], client.offset_encoding)
        return
      end
      vim.ui.select(result, {
        prompt = 'Matching file:',
        format_item = function(loc) return display_path(loc.uri) .. ':' .. (loc.range.start.line + 1) end,
      }, function(choice)
        if choice then show_location(choice, client.offset_encoding) end
      end)
    end, bufnr)
end

local function select(items, prompt, default, callback)
  if default then return callback(default) end
  vim.ui.select(items, { prompt = prompt }, function(choice)
    if choice then callback(choice) end
  end)
end

--- Writes the buffers of files a scaffold created (Neovim applies `CreateFile` as an unsaved
--- buffer), creating their folders, so that the files exist on disk as after `mvvm-lsp scaffold`.
function M.write_created(uris)
  for _, uri in ipairs(uris or {}) do
    local fname = vim.uri_to_fname(uri)
    local buf = vim.fn.bufnr(fname)
    if buf > 0 and vim.api.nvim_buf_is_loaded(buf) and vim.bo[buf].modified then
      vim.fn.mkdir(vim.fn.fnamemodify(fname, ':p:h'), 'p')
      vim.api.nvim_buf_call(buf, function() vim.cmd('silent write') end)
    end
  end
end

--- `:MvvmScaffold [Name]`: runs `mvvm.scaffold` for the current file's place: the server
--- writes the screen beside the screens nearest this file, in the workspace's convention
--- (`:MvvmScaffold!` asks for the convention and kind). The server's `workspace/applyEdit`
--- creates the files; they are written, and the server shows a summary and opens the view.
function M.scaffold(args)
  args = args or {}
  local client = current_client()
  if not client then return end
  local defaults = M.options.scaffold or {}
  local bufnr = vim.api.nvim_get_current_buf()
  local function run(name, convention, kind)
    local argument = {
      name = name,
      convention = convention,
      kind = kind,
      hosting = args.hosting or defaults.hosting,
      feature = args.feature or defaults.feature,
      uri = vim.uri_from_bufnr(bufnr),
    }
    request(client, 'workspace/executeCommand', { command = 'mvvm.scaffold', arguments = { argument } },
      function(err, result)
        if err then
          notify('mvvm.scaffold failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
          return
        end
        M.write_created(result and result.files)
        M.open_main(result and result.main)
        if args.on_done then args.on_done(result) end
      end, bufnr)
  end
  local function ask_rest(name)
    if name == nil or name == '' then return end
    local convention = args.convention or defaults.convention
    if not args.ask then return run(name, convention, args.kind or defaults.kind) end
    select(defaults.conventions or M.conventions, 'Convention:', convention, function(chosen)
      local kinds = (defaults.kinds or M.kinds)[chosen] or {}
      select(kinds, 'Kind:', args.kind or defaults.kind, function(kind)
        run(name, chosen, kind)
      end)
    end)
  end
  if args.name and args.name ~= '' then
    ask_rest(args.name)
  else
    vim.ui.input({ prompt = 'ViewModel/View name: ' }, ask_rest)
  end
end

--- Opens a scaffold's main file (its view) where Neovim has no `window/showDocument` (0.7),
--- through which the server opens it otherwise.
function M.open_main(uri)
  if uri == nil or uri == vim.NIL or vim.lsp.handlers['window/showDocument'] then return end
  vim.cmd('edit ' .. vim.fn.fnameescape(vim.uri_to_fname(uri)))
end

-- A scaffold code action's command, run after Neovim applied its edit: write the new files,
-- then let the server show the summary and open the view.
local function scaffold_done(command, ctx)
  local argument = command.arguments and command.arguments[1] or {}
  M.write_created(argument.files)
  M.open_main(argument.main)
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  if client then
    request(client, 'workspace/executeCommand', { command = command.command, arguments = command.arguments },
      function() end, ctx.bufnr)
  end
end

--- The lines `:MvvmInfo` and `:checkhealth mvvm_lsp` show for an `mvvm/status` answer.
function M.status_lines(status)
  local lines = { ('%s %s, positions in %s'):format(status.name, status.version, status.positionEncoding) }
  for _, root in ipairs(status.roots or {}) do
    table.insert(lines, ('workspace %s: %s, %d Swift files'):format(root.path, root.state, root.files))
    for _, file in ipairs(root.configurationFiles or {}) do table.insert(lines, '  configuration: ' .. file) end
    for _, problem in ipairs(root.configurationErrors or {}) do table.insert(lines, '  configuration error: ' .. problem) end
    if root.state ~= 'indexed' then
      table.insert(lines, '  conventions: known once the workspace is indexed')
    end
    for _, module in ipairs(root.modules or {}) do
      table.insert(lines, ('  module %s (%s): %s, %d files%s'):format(module.name, module.path, module.kind, module.files,
        module.linted and '' or ', not linted'))
      for _, share in ipairs(module.conventions or {}) do
        table.insert(lines, ('    %s: %d files — %s (e.g. %s)'):format(share.convention, share.files, share.evidence, share.example))
      end
    end
  end
  return lines
end

-- A read-only buffer of `lines` in a split below; `q` closes it. With `keep_focus`, the cursor
-- stays in the user's window, so that the next :Mvvm… command still has its Swift buffer.
local function scratch(lines, name, keep_focus)
  local from = vim.api.nvim_get_current_win()
  vim.cmd('botright new')
  local buf = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].swapfile = false
  vim.bo[buf].modifiable = false
  pcall(vim.api.nvim_buf_set_name, buf, name)
  vim.keymap.set('n', 'q', '<cmd>close<cr>', { buffer = buf, silent = true })
  if keep_focus and vim.api.nvim_win_is_valid(from) then vim.api.nvim_set_current_win(from) end
end

--- `:MvvmInfo`: what the server knows (`mvvm/status`): version, workspace folders, whether
--- they are indexed, and each module's convention with its evidence, in a scratch buffer.
function M.show_status()
  local client = current_client()
  if not client then return end
  request(client, 'mvvm/status', {}, function(err, result)
    if err then
      notify('mvvm/status failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    scratch(M.status_lines(result), 'mvvm-lsp://status', true)
  end, vim.api.nvim_get_current_buf())
end

--- `:MvvmRules`: `mvvm-lsp rules` in a scratch buffer.
function M.show_rules()
  local output = vim.fn.systemlist({ M.binary(), 'rules' })
  if vim.v.shell_error ~= 0 then
    notify('`mvvm-lsp rules` failed (exit ' .. vim.v.shell_error .. '): ' .. table.concat(output, '\n'),
      vim.log.levels.ERROR)
    return
  end
  scratch(output, 'mvvm-lsp://rules')
end

--- Asks for a buffer's code lenses again.
function M.refresh_lenses(bufnr)
  if not vim.api.nvim_buf_is_valid(bufnr) or not vim.api.nvim_buf_is_loaded(bufnr) then return end
  if vim.lsp.codelens.refresh then
    if has('nvim-0.10') then
      vim.lsp.codelens.refresh({ bufnr = bufnr })
    else -- refreshes the current buffer only
      vim.api.nvim_buf_call(bufnr, function() vim.lsp.codelens.refresh() end)
    end
  elseif vim.lsp.codelens.enable then
    pcall(vim.lsp.codelens.enable, false, { bufnr = bufnr })
    pcall(vim.lsp.codelens.enable, true, { bufnr = bufnr })
  end
end

-- `window/showMessage`: errors and warnings as Neovim shows them; information (a scaffold's
-- summary: which files, where) without a hit-enter prompt: the line in the message area when it
-- fits, else its start there and the whole text in a float beside the cursor, closed when the
-- cursor moves. (A prompt would hold the editor, and the scaffold's files would wait for it.)
local function show_message_handler(err, result, ctx, config)
  if result == nil or result.type == nil or result.type <= vim.lsp.protocol.MessageType.Warning then
    return vim.lsp.handlers['window/showMessage'](err, result, ctx, config)
  end
  local text = 'mvvm-lsp: ' .. result.message
  local room = math.max(vim.v.echospace or (vim.o.columns - 12), 20)
  if #text <= room and not text:find('\n') then
    vim.api.nvim_echo({ { text } }, true, {})
    return
  end
  vim.api.nvim_echo({ { text:sub(1, room - 1) .. '…' } }, false, {})
  -- `Scaffold X: N files in F: a, b, c` as a heading and one file a line.
  local head, list = result.message:match('^(.*): (.-)$')
  local lines = head and { head .. ':' } or vim.split(result.message, '\n')
  for _, item in ipairs(head and vim.split(list, ', ', { plain = true }) or {}) do table.insert(lines, '  ' .. item) end
  -- Once the scaffold's files are written and its view is shown (writing a buffer, or
  -- entering the view, would close a float opened now).
  vim.defer_fn(function()
    vim.lsp.util.open_floating_preview(lines, 'markdown', { focus = false, border = 'rounded' })
  end, M.message_float_delay_ms)
end

-- How long a long message waits before its float opens (see `show_message_handler`).
M.message_float_delay_ms = 300

-- `mvvm/indexReady`: the workspace is read, so lenses computed before (blank, as the pair may
-- be in a file not read yet) are asked for again in every buffer of the client.
local function index_ready_handler(_, _, ctx)
  local attached = vim.lsp.get_buffers_by_client_id and vim.lsp.get_buffers_by_client_id(ctx.client_id) or {}
  for _, bufnr in ipairs(attached) do M.refresh_lenses(bufnr) end
end

-- How long a buffer must stay unchanged before its lenses are asked for again: an edit can
-- make or break a pair (a `@ViewModel` deleted, then undone).
M.lens_settle_ms = 400

local function enable_code_lens(client, bufnr)
  if not client.server_capabilities or not client.server_capabilities.codeLensProvider then return end
  local group = vim.api.nvim_create_augroup('mvvm_lsp_codelens_' .. bufnr, { clear = true })
  local timer = (vim.uv or vim.loop).new_timer()
  local function settle()
    timer:stop()
    timer:start(M.lens_settle_ms, 0, vim.schedule_wrap(function() M.refresh_lenses(bufnr) end))
  end
  vim.api.nvim_create_autocmd({ 'TextChanged', 'TextChangedI' }, { group = group, buffer = bufnr, callback = settle })
  vim.api.nvim_create_autocmd('BufWipeout', { group = group, buffer = bufnr, callback = function()
    timer:stop()
    if not timer:is_closing() then timer:close() end
  end })
  if vim.lsp.codelens.enable and not vim.lsp.codelens.refresh then -- Neovim with automatic lenses
    pcall(vim.lsp.codelens.enable, true, { bufnr = bufnr })
    return
  end
  vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'BufWritePost' },
    { group = group, buffer = bufnr, callback = function() M.refresh_lenses(bufnr) end })
  M.refresh_lenses(bufnr)
end

-- Scaffolded files arrive as `CreateFile` edits, which Neovim turns into new buffers without
-- creating their folders: create a missing folder when such a buffer is first saved.
local function create_missing_folders_on_save(root)
  if not root then return end
  local group = vim.api.nvim_create_augroup('mvvm_lsp_mkdir', { clear = false })
  vim.api.nvim_clear_autocmds({ group = group, pattern = root .. '/*' })
  vim.api.nvim_create_autocmd('BufWritePre', {
    group = group,
    pattern = root .. '/*',
    callback = function(event)
      local folder = vim.fn.fnamemodify(event.match, ':p:h')
      if vim.fn.isdirectory(folder) == 0 then vim.fn.mkdir(folder, 'p') end
    end,
  })
end

--- Creates the buffer-local commands; also the place to call from your own `on_attach`.
function M.on_attach(client, bufnr)
  create_missing_folders_on_save(client.config and client.config.root_dir)
  local command = function(name, fn, opts)
    vim.api.nvim_buf_create_user_command(bufnr, name, fn, opts or {})
  end
  command('MvvmMatching', function() M.open_matching() end,
    { desc = 'Go to the matching View/ViewModel' })
  command('MvvmScaffold', function(o) M.scaffold({ name = o.args ~= '' and o.args or nil, ask = o.bang }) end,
    { nargs = '?', bang = true, desc = 'Scaffold a ViewModel + View beside this file (! asks convention and kind)' })
  command('MvvmRules', function() M.show_rules() end, { desc = 'Show the mvvm-lsp rules' })
  command('MvvmInfo', function() M.show_status() end, { desc = 'Show what mvvm-lsp knows: workspace, index, conventions' })
  enable_code_lens(client, bufnr)
end

-- Neovim 0.7 has no `window/showDocument` handler: the server's answer to mvvm.openMatchingFile.
local function show_document_handler(_, result, ctx)
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  local encoding = client and client.offset_encoding or 'utf-16'
  local location = { uri = result.uri, range = result.selection or
    { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } } }
  if result.external then return { success = false } end
  show_location(location, encoding)
  return { success = true }
end

M.options = {}

vim.lsp.commands['mvvm.scaffoldDone'] = scaffold_done

--- The server configuration (for `vim.lsp.config`, `vim.lsp.start`, or nvim-lspconfig).
function M.config(opts)
  opts = opts or {}
  local user_on_attach = opts.on_attach
  local config = {
    name = M.name,
    cmd = opts.cmd or { M.binary() },
    filetypes = opts.filetypes or { 'swift' },
    root_dir = opts.root_dir or function(bufnr, on_dir) on_dir(M.find_root(vim.api.nvim_buf_get_name(bufnr))) end,
    settings = opts.settings or {},
    init_options = opts.init_options,
    capabilities = opts.capabilities,
    handlers = opts.handlers or {},
    on_attach = function(client, bufnr)
      M.on_attach(client, bufnr)
      if user_on_attach then user_on_attach(client, bufnr) end
    end,
  }
  if not vim.lsp.handlers['window/showDocument'] and not config.handlers['window/showDocument'] then
    config.handlers['window/showDocument'] = show_document_handler
  end
  config.handlers['mvvm/indexReady'] = config.handlers['mvvm/indexReady'] or index_ready_handler
  config.handlers['window/showMessage'] = config.handlers['window/showMessage'] or show_message_handler
  return config
end

--- The root directory for a file by the rule every mvvm-lsp client follows (`mvvm_lsp.root`):
--- the outermost .mvvm-lsp.yml up to the repository root, else the repository root, else the
--- outermost Xcode/Tuist/SwiftPM project marker; nil when none is above the file.
M.find_root = require('mvvm_lsp.root').find

local clients_by_root = {} -- Neovim 0.7 only

--- Starts (or reuses) the server for a buffer on Neovim < 0.11 (and on demand on any version).
function M.start(bufnr, opts)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then return end
  local config = M.config(opts)
  config.root_dir = type(opts and opts.root_dir) == 'string' and opts.root_dir or M.find_root(path)
  -- Without a root the server finds the file's project itself, or says it is not indexed.
  config.workspace_folders = config.root_dir and { { uri = vim.uri_from_fname(config.root_dir), name = config.root_dir } }
  config.filetypes = nil
  if vim.lsp.start then -- Neovim >= 0.8
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local key = config.root_dir or ''
  local id = clients_by_root[key]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    if not id then return nil end
    clients_by_root[key] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

--- setup(opts): on Neovim >= 0.11 registers the config and enables it (unless `opts.legacy`);
--- before 0.11, starts the server for every Swift buffer. `opts`: cmd, filetypes, root_dir,
--- settings, on_attach, capabilities, scaffold = { conventions, kinds, convention, kind, hosting, feature }.
function M.setup(opts)
  opts = opts or {}
  M.options = opts
  if opts.binary then vim.g.mvvm_lsp_binary = opts.binary end
  if vim.lsp.config and vim.lsp.enable and not opts.legacy then
    local overrides = vim.deepcopy(opts)
    overrides.scaffold, overrides.legacy, overrides.binary = nil, nil, nil
    local config = M.config(overrides)
    vim.lsp.config(M.name, config)
    vim.lsp.enable(M.name)
    return
  end
  local filetypes = opts.filetypes or { 'swift' }
  local group = vim.api.nvim_create_augroup('mvvm_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = filetypes,
    callback = function(args) M.start(args.buf, opts) end,
  })
  -- Buffers already open when setup() runs.
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(filetypes, vim.bo[buf].filetype) then
      M.start(buf, opts)
    end
  end
end

return M
