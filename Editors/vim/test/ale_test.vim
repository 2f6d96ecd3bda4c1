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

ALEStopAllLSPs
call delete(s:ws, 'rf')
call s:Out(printf('vim ale: %d passed, %d failed, %d skipped', s:passed, s:failed, s:skipped))
if s:failed > 0 | cquit | else | qall! | endif
