;;; eglot-test.el --- Headless test: Eglot + mvvm-lsp.el against the real server  -*- lexical-binding: t; -*-
;; emacs -Q --batch -l Editors/emacs/test/eglot-test.el
;; Env: MVVM_LSP_BINARY, MVVM_LSP_FEATURES (JSON from Editors/tests/probe.py; computed when unset).
(require 'package)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa") ; Debian's elpa-* packages
(package-initialize)
(require 'json)
(require 'flymake)

(defvar mvvm-test-dir (file-name-directory (or load-file-name buffer-file-name)))
(defvar mvvm-editors-dir (expand-file-name "../.." mvvm-test-dir))
(defvar mvvm-repo-dir (expand-file-name ".." mvvm-editors-dir))
(defvar mvvm-passed 0)
(defvar mvvm-failed 0)
(defvar mvvm-skipped 0)

(defun mvvm-out (fmt &rest args) (princ (concat (apply #'format fmt args) "\n")))

(let ((bin (getenv "MVVM_LSP_BINARY")))
  (unless (and bin (not (string-empty-p bin)))
    (setq bin (or (executable-find "mvvm-lsp") (expand-file-name ".build/debug/mvvm-lsp" mvvm-repo-dir)))
    (setenv "MVVM_LSP_BINARY" bin))
  (unless (file-executable-p bin)
    (mvvm-out "emacs eglot: mvvm-lsp binary not found: %s" bin)
    (kill-emacs 1)))

(load (expand-file-name "mvvm-lsp.el" (expand-file-name ".." mvvm-test-dir)))

(defvar mvvm-features
  (let ((json-object-type 'hash-table) (json-false nil)
        (text (or (getenv "MVVM_LSP_FEATURES")
                  (shell-command-to-string
                   (format "python3 %s %s" (shell-quote-argument (expand-file-name "tests/probe.py" mvvm-editors-dir))
                           (shell-quote-argument (getenv "MVVM_LSP_BINARY")))))))
    (json-read-from-string text)))

;; No swift-mode in Debian: a minimal one, enough for Eglot.
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))

(defvar mvvm-ws (make-temp-file "mvvm-eglot-" t))
(copy-directory (expand-file-name "tests/fixtures/Workspace/" mvvm-editors-dir) (file-name-as-directory mvvm-ws) nil t t)
(setq mvvm-ws (file-truename mvvm-ws))
;; A repository, as a user's would be: project.el (and so Eglot) takes its root as the workspace.
(call-process "git" nil nil nil "init" "-q" mvvm-ws)

(defmacro mvvm-test (name features &rest body)
  (declare (indent 2))
  `(let ((missing (seq-remove (lambda (f) (gethash f mvvm-features)) ',features)))
     (if missing
         (progn (setq mvvm-skipped (1+ mvvm-skipped))
                (mvvm-out "SKIP %s [%s]: not offered by the server" ,name (string-join missing ",")))
       (condition-case err
           (progn ,@body (setq mvvm-passed (1+ mvvm-passed)) (mvvm-out "ok   %s [%s]" ,name (string-join ',features ",")))
         (error (setq mvvm-failed (1+ mvvm-failed)) (mvvm-out "FAIL %s: %S" ,name err))))))

(defun mvvm-wait (what seconds pred)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (unless (funcall pred) (error "Timed out waiting for %s" what))))

(defun mvvm-visit (rel) (find-file (expand-file-name rel mvvm-ws)))

(mvvm-test "eglot starts mvvm-lsp from eglot-server-programs in the workspace" ()
  (mvvm-visit "Sources/App/LoginView.swift")
  (let ((contact (eglot--guess-contact)))
    (unless (equal (nth 3 contact) (list (getenv "MVVM_LSP_BINARY")))
      (error "Unexpected contact %S" contact)))
  (apply #'eglot (eglot--guess-contact))
  (mvvm-wait "the server to initialize" 15 (lambda () (and (eglot-current-server) (eglot--managed-mode))))
  (let ((root (file-truename (project-root (eglot--project (eglot-current-server))))))
    (unless (equal (file-name-as-directory root) (file-name-as-directory mvvm-ws))
      (error "Server root %s is not the workspace %s" root mvvm-ws)))
  (flymake-start))

(defun mvvm-diagnostic-texts ()
  (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))

(mvvm-test "flymake shows diagnostics with their rule ids" ("diagnostics")
  (mvvm-visit "Sources/App/LoginView.swift")
  (flymake-start)
  (condition-case nil
      (mvvm-wait "mvvm/hardcoded-text" 15
                 (lambda () (seq-some (lambda (text) (string-prefix-p "mvvm-lsp [mvvm/hardcoded-text]" text))
                                      (mvvm-diagnostic-texts))))
    (error (error "No mvvm/hardcoded-text diagnostic; got %S" (mvvm-diagnostic-texts)))))

(mvvm-test "the echo area says when the server has indexed the workspace" ("indexReady")
  (mvvm-wait "the indexReady message" 30
             (lambda () (with-current-buffer (messages-buffer)
                          (save-excursion (goto-char (point-min)) (search-forward "mvvm-lsp: indexed " nil t))))))

(mvvm-test "mvvm-lsp-status shows the root, the index state and each module's convention" ("status")
  (mvvm-visit "Sources/App/LoginView.swift")
  (mvvm-lsp-status)
  (let ((text (with-current-buffer "*mvvm-lsp status*" (buffer-string))))
    (unless (string-match-p (regexp-quote (format "workspace %s: indexed, " (directory-file-name mvvm-ws))) text)
      (error "No indexed root in %S" text))
    (unless (string-match-p "^    plain: [0-9]+ files — " text)
      (error "No module convention in %S" text))))

(mvvm-test "hover on a finding shows its message and why (the text ElDoc displays)" ("hover")
  (mvvm-visit "Sources/App/LoginView.swift")
  (goto-char (point-min))
  (search-forward "\"Welcome back\"")
  (backward-char 3)
  (let* ((server (eglot-current-server))
         (hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))
         (text (eglot--hover-info (plist-get hover :contents) (plist-get hover :range))))
    (unless (and text (string-match-p "Why:" text) (string-match-p "hardcoded-text" text))
      (error "Hover shows %S" text))))

(mvvm-test "mvvm-lsp-matching goes from the View to its ViewModel" ("matchingFile")
  (mvvm-visit "Sources/App/LoginView.swift")
  (goto-char (point-min))
  (search-forward "struct LoginView")
  (mvvm-lsp-matching)
  (unless (string-suffix-p "LoginViewModel.swift" (buffer-file-name))
    (error "Current buffer is %s" (buffer-file-name))))

;; The root rule on a Tuist project without .git whose view and view model sit in two local
;; SwiftPM packages (Tests/Fixtures/TuistLocalPackages).
(defvar mvvm-tuist-fixture (expand-file-name "Tests/Fixtures/TuistLocalPackages/" mvvm-repo-dir))
(defvar mvvm-tuist (file-truename (make-temp-file "mvvm-eglot-tuist-" t)))
(when (file-directory-p mvvm-tuist-fixture)
  (copy-directory mvvm-tuist-fixture (file-name-as-directory mvvm-tuist) nil t t)
  (puthash "tuist" t mvvm-features))
(defvar mvvm-notes-view "Packages/NotesViews/Sources/NotesViews/NoteDetailView.swift")
(defvar mvvm-notes-view-model "Packages/NotesViewModels/Sources/NotesViewModels/NoteDetailViewModel.swift")

(mvvm-test "local packages of a project without .git share one server at the project root; matching crosses them" ("tuist" "matchingFile")
  (find-file (expand-file-name mvvm-notes-view mvvm-tuist))
  (apply #'eglot (eglot--guess-contact))
  (mvvm-wait "the server to initialize" 15 (lambda () (and (eglot-current-server) (eglot--managed-mode))))
  (let ((server (eglot-current-server)))
    (let ((root (file-truename (project-root (eglot--project server)))))
      (unless (equal (file-name-as-directory root) (file-name-as-directory mvvm-tuist))
        (error "Server root %s is not the project %s" root mvvm-tuist)))
    (find-file (expand-file-name mvvm-notes-view-model mvvm-tuist))
    (mvvm-wait "the view model's buffer to be managed" 15 (lambda () (eglot--managed-mode)))
    (unless (eq (eglot-current-server) server)
      (error "The view model's package got a server of its own: %S" (eglot-current-server)))
    (find-file (expand-file-name mvvm-notes-view mvvm-tuist))
    (goto-char (point-min))
    (search-forward "struct NoteDetailView")
    (mvvm-lsp-matching)
    (unless (string-suffix-p "NoteDetailViewModel.swift" (buffer-file-name))
      (error "Current buffer is %s" (buffer-file-name)))))

(mvvm-test "a file in no project has no mvvm-lsp root" ()
  (let ((loose (make-temp-file "mvvm-eglot-loose-" t)))
    (when (mvvm-lsp-root loose) (error "A root for a folder in no project: %s" (mvvm-lsp-root loose)))
    (delete-directory loose t)))

(ignore-errors (eglot-shutdown-all))
(delete-directory mvvm-tuist t)
(delete-directory mvvm-ws t)
(mvvm-out "emacs eglot: %d passed, %d failed, %d skipped" mvvm-passed mvvm-failed mvvm-skipped)
(kill-emacs (if (> mvvm-failed 0) 1 0))
