" Headless test: ALE + Editors/vim/ale_linters/swift/mvvm_lsp.vim against the real mvvm-lsp.
"   vim -Nu NONE -i NONE -es -S Editors/vim/test/ale_test.vim
" Env: MVVM_LSP_BINARY, MVVM_LSP_FEATURES (JSON from Editors/tests/probe.py; computed when unset).
" Prints one line per test and a summary; exits non-zero on any failure.
set nocompatible
let s:here = expand('<sfile>:p:h')
let s:editors = fnamemodify(s:here, ':h:h')
let s:repo = fnamemodify(s:editors, ':h')
let s:passed = 0
let s:failed = 0
let s:skipped = 0

function! s:Out(line) abort
  call writefile([a:line], '/dev/stdout', 'a')
endfunction

let s:bin = $MVVM_LSP_BINARY
if empty(s:bin)
  let s:bin = exepath('mvvm-lsp')
  if empty(s:bin) | let s:bin = s:repo . '/.build/debug/mvvm-lsp' | endif
  let $MVVM_LSP_BINARY = s:bin
endif
if !executable(s:bin)
  call s:Out('vim ale: mvvm-lsp binary not found: ' . s:bin)
  cquit
endif
let s:features = json_decode(empty($MVVM_LSP_FEATURES)
      \ ? system('python3 ' . shellescape(s:editors . '/tests/probe.py') . ' ' . shellescape(s:bin))
      \ : $MVVM_LSP_FEATURES)

" A copy of the fixture.
let s:ws = resolve(tempname())
call mkdir(s:ws, 'p')
" Copied with readfile()/writefile(): no shell needed.
function! s:Copy(from, to) abort
  call mkdir(a:to, 'p')
  for l:name in readdir(a:from)
    let l:source = a:from . '/' . l:name
    if isdirectory(l:source)
      call s:Copy(l:source, a:to . '/' . l:name)
    else
      call writefile(readfile(l:source, 'b'), a:to . '/' . l:name, 'b')
    endif
  endfor
endfunction
call s:Copy(s:editors . '/tests/fixtures/Workspace', s:ws)

" ALE from Debian's vim-ale, our linter on the runtimepath.
set packpath+=/usr/share/vim/vimfiles
packadd ale
let &runtimepath = s:editors . '/vim,' . &runtimepath
filetype plugin on
let g:ale_linters = {'swift': ['mvvm_lsp']}
let g:ale_linters_explicit = 1
let g:ale_lint_delay = 0
runtime plugin/ale.vim

function! s:Test(name, needs, fn) abort
  let l:missing = filter(copy(a:needs), '!get(s:features, v:val, 0)')
  if !empty(l:missing)
    let s:skipped += 1
    call s:Out('SKIP ' . a:name . ' [' . join(l:missing, ',') . ']: not offered by the server')
    return
  endif
  try
    call call(a:fn, [])
    let s:passed += 1
    call s:Out('ok   ' . a:name . ' [' . join(a:needs, ',') . ']')
  catch
    let s:failed += 1
    call s:Out('FAIL ' . a:name . ': ' . v:exception . ' at ' . v:throwpoint)
  endtry
endfunction

" Job callbacks run while Vim sleeps.
function! s:WaitFor(what, seconds, cond) abort
  let l:deadline = reltimefloat(reltime()) + a:seconds
  while !eval(a:cond) && reltimefloat(reltime()) < l:deadline
    sleep 50m
  endwhile
  if !eval(a:cond) | throw 'timed out waiting for ' . a:what | endif
endfunction

function! s:Connections() abort
  return filter(values(ale#lsp#GetConnections()), 'get(v:val, "initialized", 0)')
endfunction

function! s:Starts() abort
  execute 'edit ' . fnameescape(s:ws . '/Sources/App/LoginView.swift')
  if &filetype !=# 'swift' | throw 'filetype is ' . &filetype | endif
  ALELint
  try
    call s:WaitFor('the server to initialize', 15, 'len(s:Connections()) > 0')
  catch
    throw v:exception . '; connections: ' . string(ale#lsp#GetConnections()) . '; history: ' . string(ale#history#Get(bufnr('')))
  endtry
  let l:root = s:Connections()[0].root
  if resolve(l:root) !=# s:ws | throw 'root ' . l:root . ' is not ' . s:ws | endif
endfunction

function! s:HardcodedText() abort
  let l:info = get(g:ale_buffer_info, bufnr(''), {})
  return filter(copy(get(l:info, 'loclist', [])),
        \ 'get(v:val, "linter_name", "") ==# "mvvm_lsp" && get(v:val, "code", "") ==# "mvvm/hardcoded-text"'
        \ . ' && get(v:val, "detail", "") =~# "^\\[mvvm-lsp\\]"')
endfunction

function! s:Diagnostics() abort
  execute 'edit ' . fnameescape(s:ws . '/Sources/App/LoginView.swift')
  ALELint
  try
    call s:WaitFor('mvvm/hardcoded-text', 15, 'len(s:HardcodedText()) > 0')
  catch
    throw v:exception . '; loclist: ' . string(get(get(g:ale_buffer_info, bufnr(''), {}), 'loclist', []))
  endtry
endfunction

call s:Test('ALE starts mvvm-lsp for a Swift buffer with the workspace root', [], function('s:Starts'))
call s:Test('ALE shows diagnostics with their rule ids', ['diagnostics'], function('s:Diagnostics'))

" The root rule on a Tuist project without .git whose view and view model sit in two local
" SwiftPM packages (Tests/Fixtures/TuistLocalPackages).
let s:tuist = s:repo . '/Tests/Fixtures/TuistLocalPackages'
let s:features.tuist = isdirectory(s:tuist)
let s:notes_view = 'Packages/NotesViews/Sources/NotesViews/NoteDetailView.swift'
let s:notes_view_model = 'Packages/NotesViewModels/Sources/NotesViewModels/NoteDetailViewModel.swift'

function! s:ConnectionsUnder(root) abort
  return filter(s:Connections(), 'resolve(v:val.root) ==# a:root || stridx(resolve(v:val.root), a:root . "/") == 0')
endfunction

let s:responses = {}
function! s:OnResponse(conn_id, response) abort
  if has_key(a:response, 'id') | let s:responses[a:response.id] = a:response | endif
endfunction

" Sends a request on an ALE connection; its response.
function! s:Ask(conn_id, method, params) abort
  let s:asked = ale#lsp#Send(a:conn_id, [0, a:method, a:params])
  call s:WaitFor(a:method, 30, 'has_key(s:responses, s:asked)')
  return remove(s:responses, s:asked)
endfunction

function! s:OneServerAtTheProjectRoot() abort
  let s:project = resolve(tempname())
  call s:Copy(s:tuist, s:project)
  for l:file in [s:notes_view, s:notes_view_model]
    execute 'edit ' . fnameescape(s:project . '/' . l:file)
    ALELint
    call s:WaitFor('the server for ' . l:file, 15, 'len(s:ConnectionsUnder(s:project)) > 0 && has_key(s:ConnectionsUnder(s:project)[0].open_documents, bufnr(""))')
  endfor
  let l:connections = s:ConnectionsUnder(s:project)
  if len(l:connections) != 1 || resolve(l:connections[0].root) !=# s:project
    throw 'servers at ' . string(map(copy(l:connections), 'v:val.root')) . ', not one at ' . s:project
  endif
  " ALE shows no lenses: ask its connection for the view's, as a client with lenses would.
  let l:conn_id = l:connections[0].id
  call ale#lsp#RegisterCallback(l:conn_id, function('s:OnResponse'))
  let l:document = {'uri': ale#path#ToFileURI(s:project . '/' . s:notes_view)}
  let l:deadline = reltimefloat(reltime()) + 30
  while 1
    let l:titles = []
    for l:lens in get(s:Ask(l:conn_id, 'textDocument/codeLens', {'textDocument': l:document}), 'result', [])
      let l:resolved = get(s:Ask(l:conn_id, 'codeLens/resolve', l:lens), 'result', {})
      call add(l:titles, get(get(l:resolved, 'command', {}), 'title', ''))
    endfor
    if index(l:titles, 'ViewModel: `NoteDetailViewModel`') >= 0 | break | endif
    if reltimefloat(reltime()) > l:deadline | throw 'lens titles: ' . string(l:titles) | endif
    sleep 200m
  endwhile
  call delete(s:project, 'rf')
endfunction

function! s:NoProjectNoServer() abort
  let l:loose = resolve(tempname())
  call mkdir(l:loose . '/Downloads', 'p')
  let l:root = ale_linters#swift#mvvm_lsp#FindRoot(l:loose . '/Downloads/NoteDetailView.swift')
  if !empty(l:root) | throw 'a root for a file in no project: ' . l:root | endif
  call delete(l:loose, 'rf')
endfunction

call s:Test('local packages of a project without .git share one server at the project root, whose lens names the view model in the other package', ['tuist'], function('s:OneServerAtTheProjectRoot'))
call s:Test('a file in no project has no root: ALE starts no server that could claim absence', [], function('s:NoProjectNoServer'))

ALEStopAllLSPs
call delete(s:ws, 'rf')
call s:Out(printf('vim ale: %d passed, %d failed, %d skipped', s:passed, s:failed, s:skipped))
if s:failed > 0 | cquit | else | qall! | endif
