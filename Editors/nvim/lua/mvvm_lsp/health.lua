-- :checkhealth mvvm_lsp — binary, version, the attached server's workspace, index and
-- conventions (`mvvm/status`), configuration file.
local M = {}

-- vim.health (0.10+), vim.health.report_* (0.8-0.9), require('health') (0.7).
local health = vim.health or require('health')
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local info = health.info or health.report_info
local warn = health.warn or health.report_warn
local error = health.error or health.report_error

local function trim(s) return (s:gsub('%s+$', '')) end

-- :checkhealth runs in its own buffer: the root is that of the buffer the user came from
-- (the alternate buffer), else of any mvvm-lsp client, else of the working directory; nil
-- when no project is above it.
function M.root()
  local mvvm = require('mvvm_lsp')
  local alternate = vim.fn.bufnr('#')
  if alternate > 0 then
    local client = mvvm.client(alternate)
    if client then return client.config.root_dir end
  end
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ name = mvvm.name }) or vim.lsp.get_active_clients()
  for _, client in pairs(clients) do
    if client.name == mvvm.name and client.config.root_dir then return client.config.root_dir end
  end
  local base = alternate > 0 and vim.api.nvim_buf_get_name(alternate) or ''
  if base == '' then base = vim.fn.getcwd() .. '/.' end
  return mvvm.find_root(base)
end

-- The attached client of the buffer the user came from, else any mvvm-lsp client.
local function attached_client()
  local mvvm = require('mvvm_lsp')
  local alternate = vim.fn.bufnr('#')
  if alternate > 0 and mvvm.client(alternate) then return mvvm.client(alternate), alternate end
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ name = mvvm.name }) or vim.lsp.get_active_clients()
  for _, client in pairs(clients) do
    if client.name == mvvm.name then return client, nil end
  end
  return nil, nil
end

local function report_server()
  local mvvm = require('mvvm_lsp')
  start('mvvm-lsp server')
  local client, bufnr = attached_client()
  if not client then
    info('no mvvm-lsp client is attached: open a Swift file of a project')
    return
  end
  ok(('client %d attached, root %s'):format(client.id, tostring(client.config.root_dir)))
  local response
  if vim.fn.has('nvim-0.11') == 1 then
    response = client:request_sync('mvvm/status', {}, 5000, bufnr)
  else
    response = client.request_sync('mvvm/status', {}, 5000, bufnr)
  end
  if not response or response.err or not response.result then
    warn('the server did not answer mvvm/status: ' .. vim.inspect(response and response.err or 'timeout'))
    return
  end
  for _, line in ipairs(mvvm.status_lines(response.result)) do info(line) end
end

function M.check()
  local mvvm = require('mvvm_lsp')
  start('mvvm-lsp binary')
  local bin = mvvm.binary()
  if vim.fn.executable(bin) ~= 1 then
    error(('`%s` not found or not executable'):format(bin), {
      'Build it with `swift build -c release` and put `.build/release/mvvm-lsp` on your PATH,',
      'or set vim.g.mvvm_lsp_binary (or $MVVM_LSP_BINARY) to its path.',
    })
    return
  end
  ok(('binary found: %s'):format(vim.fn.exepath(bin)))
  local version = trim(vim.fn.system({ bin, '--version' }))
  if vim.v.shell_error == 0 and version ~= '' then
    ok('version: ' .. version)
  else
    error(('`%s --version` failed (exit %d): %s'):format(bin, vim.v.shell_error, version))
  end

  report_server()

  start('mvvm-lsp configuration')
  local root = M.root()
  if not root then
    info('no project root (.mvvm-lsp.yml, .git, Xcode/Tuist/SwiftPM project) above this file: '
      .. 'the server runs without a workspace folder and says so where it cannot answer')
    return
  end
  local config = root .. '/.mvvm-lsp.yml'
  if vim.fn.filereadable(config) ~= 1 then
    info(('no .mvvm-lsp.yml in %s: the defaults apply'):format(root))
    return
  end
  ok('config file found: ' .. config)
  local output = vim.fn.system({ bin, 'check', root, '--format', 'json' })
  local code = vim.v.shell_error
  if code == 0 or code == 1 then
    ok('config file is valid (`mvvm-lsp check` exit ' .. code .. ')')
  elseif code == 2 then
    error('config file is invalid: ' .. trim(output))
  else
    warn(('cannot validate the config file: `mvvm-lsp check` exited %d'):format(code), { trim(output) })
  end
end

return M
