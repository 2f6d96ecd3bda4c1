" ALE linter for mvvm-lsp, the SwiftUI MVVM language server.
" Drop-in: put Editors/vim on 'runtimepath' (or copy this file to ~/.vim/ale_linters/swift/),
" then enable it:  let g:ale_linters = {'swift': ['mvvm_lsp']}
" Binary: g:ale_swift_mvvm_lsp_executable, else $MVVM_LSP_BINARY, else mvvm-lsp on $PATH.

call ale#Set('swift_mvvm_lsp_executable', empty($MVVM_LSP_BINARY) ? 'mvvm-lsp' : $MVVM_LSP_BINARY)

" The root: the nearest directory with .mvvm-lsp.yml, else Package.swift, else .git.
function! ale_linters#swift#mvvm_lsp#GetProjectRoot(buffer) abort
    for l:marker in ['.mvvm-lsp.yml', 'Package.swift']
        let l:file = ale#path#FindNearestFile(a:buffer, l:marker)

        if !empty(l:file)
            return fnamemodify(l:file, ':h')
        endif
    endfor

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    return !empty(l:git) ? fnamemodify(l:git, ':h:h') : ''
endfunction

call ale#linter#Define('swift', {
\   'name': 'mvvm_lsp',
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'swift_mvvm_lsp_executable')},
\   'command': '%e',
\   'project_root': function('ale_linters#swift#mvvm_lsp#GetProjectRoot'),
\   'language': 'swift',
\})
