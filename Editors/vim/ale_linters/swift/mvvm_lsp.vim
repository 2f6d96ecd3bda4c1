" ALE linter for mvvm-lsp, the SwiftUI MVVM language server.
" Drop-in: put Editors/vim on 'runtimepath' (or copy this file to ~/.vim/ale_linters/swift/),
" then enable it:  let g:ale_linters = {'swift': ['mvvm_lsp']}
" Binary: g:ale_swift_mvvm_lsp_executable, else $MVVM_LSP_BINARY, else mvvm-lsp on $PATH.

call ale#Set('swift_mvvm_lsp_executable', empty($MVVM_LSP_BINARY) ? 'mvvm-lsp' : $MVVM_LSP_BINARY)

let s:project_files = ['Workspace.swift', 'Project.swift', 'Tuist.swift', 'Package.swift', 'project.yml']

" The names in a folder (none when it cannot be read).
function! s:Names(folder) abort
    try
        return readdir(a:folder)
    catch
        return []
    endtry
endfunction

function! s:HasProjectMarker(names) abort
    for l:name in a:names
        if index(s:project_files, l:name) >= 0 || l:name =~# '\.\(xcworkspace\|xcodeproj\)$'
            return 1
        endif
    endfor

    return 0
endfunction

" The root of the file at a:path, by the rule every mvvm-lsp client follows (Protocol/README.md,
" "Workspace"), from the file's folder upwards: the outermost folder with .mvvm-lsp.yml, no
" higher than the repository root; else the repository root (the nearest .git); else the
" outermost folder with an Xcode, Tuist or SwiftPM project marker (*.xcworkspace, *.xcodeproj,
" Workspace.swift, Project.swift, Tuist.swift, Package.swift, project.yml), so that the local packages of
" one project share one server; else '' (ALE then starts no server).
function! ale_linters#swift#mvvm_lsp#FindRoot(path) abort
    let l:folders = []
    let l:folder = fnamemodify(a:path, ':p:h')

    while 1
        call add(l:folders, [l:folder, s:Names(l:folder)])
        let l:parent = fnamemodify(l:folder, ':h')

        if l:parent ==# l:folder
            break
        endif

        let l:folder = l:parent
    endwhile

    let l:repository = -1

    for l:index in range(len(l:folders))
        if index(l:folders[l:index][1], '.git') >= 0
            let l:repository = l:index
            break
        endif
    endfor

    let l:configured = ''

    for l:index in range(l:repository >= 0 ? l:repository + 1 : len(l:folders))
        if index(l:folders[l:index][1], '.mvvm-lsp.yml') >= 0
            let l:configured = l:folders[l:index][0]
        endif
    endfor

    if !empty(l:configured)
        return l:configured
    endif

    if l:repository >= 0
        return l:folders[l:repository][0]
    endif

    let l:outermost = ''

    for [l:candidate, l:names] in l:folders
        if s:HasProjectMarker(l:names)
            let l:outermost = l:candidate
        endif
    endfor

    return l:outermost
endfunction

function! ale_linters#swift#mvvm_lsp#GetProjectRoot(buffer) abort
    return ale_linters#swift#mvvm_lsp#FindRoot(fnamemodify(bufname(a:buffer), ':p'))
endfunction

call ale#linter#Define('swift', {
\   'name': 'mvvm_lsp',
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'swift_mvvm_lsp_executable')},
\   'command': '%e',
\   'project_root': function('ale_linters#swift#mvvm_lsp#GetProjectRoot'),
\   'language': 'swift',
\})
