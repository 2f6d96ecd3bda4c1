;;; mvvm-lsp.el --- Eglot setup for mvvm-lsp (SwiftUI MVVM language server)  -*- lexical-binding: t; -*-

;; Ready to paste into your init file, or load it: (load "/path/to/Editors/emacs/mvvm-lsp.el")
;; Needs Eglot (built in from Emacs 29; `elpa-eglot' on Debian) and a Swift major mode
;; (`swift-mode' from MELPA, or `swift-ts-mode').
;;
;;   M-x eglot              in a Swift buffer starts mvvm-lsp; diagnostics appear through Flymake
;;   M-x mvvm-lsp-matching  goes to the matching View/ViewModel (custom request mvvm/matchingFile)
;;
;; The server's root follows the rule every mvvm-lsp client follows (`mvvm-lsp-root').

;;; Code:
(require 'cl-lib)
(require 'eglot)
(require 'jsonrpc)
(require 'project)
(require 'seq)

(defgroup mvvm-lsp nil
  "SwiftUI MVVM language server."
  :group 'tools)

(defcustom mvvm-lsp-program (or (getenv "MVVM_LSP_BINARY") "mvvm-lsp")
  "The mvvm-lsp binary: a name on `exec-path' or an absolute path."
  :type 'string)

(defcustom mvvm-lsp-modes '(swift-mode swift-ts-mode)
  "Major modes whose buffers mvvm-lsp serves."
  :type '(repeat symbol))

(defun mvvm-lsp--contact (&optional _interactive)
  "The command line Eglot starts."
  (list mvvm-lsp-program))

(add-to-list 'eglot-server-programs (cons mvvm-lsp-modes #'mvvm-lsp--contact))

(defconst mvvm-lsp-configuration-file ".mvvm-lsp.yml")

(defconst mvvm-lsp-project-marker-regexp
  "\\`\\(?:Workspace\\|Project\\|Tuist\\|Package\\)\\.swift\\'\\|\\.\\(?:xcworkspace\\|xcodeproj\\)\\'"
  "Names of the files and folders that mark an Xcode, Tuist or SwiftPM project.")

(defun mvvm-lsp--folders-up (dir)
  "DIR and every folder above it, nearest first, as directory names."
  (let ((folder (file-name-as-directory (expand-file-name dir)))
        folders)
    (while folder
      (push folder folders)
      (let ((parent (file-name-directory (directory-file-name folder))))
        (setq folder (unless (equal parent folder) parent))))
    (nreverse folders)))

(defun mvvm-lsp-root (dir)
  "The workspace root for files in DIR, by the rule every mvvm-lsp client follows.
From DIR upwards: the outermost folder with .mvvm-lsp.yml, no higher than the
repository root; else the repository root (the nearest .git); else the outermost
folder with an Xcode, Tuist or SwiftPM project marker (*.xcworkspace, *.xcodeproj,
Workspace.swift, Project.swift, Tuist.swift, Package.swift), so that the local
packages of one project share one server; else nil."
  (let* ((folders (mvvm-lsp--folders-up dir))
         (repository (cl-position-if (lambda (folder) (file-exists-p (expand-file-name ".git" folder))) folders))
         (scope (if repository (seq-take folders (1+ repository)) folders)))
    (or (car (last (seq-filter (lambda (folder) (file-exists-p (expand-file-name mvvm-lsp-configuration-file folder)))
                               scope)))
        (and repository (nth repository folders))
        (car (last (seq-filter (lambda (folder)
                                 (ignore-errors (directory-files folder nil mvvm-lsp-project-marker-regexp t 1)))
                               folders))))))

(defun mvvm-lsp-project (dir)
  "For Eglot in a buffer of `mvvm-lsp-modes': the project of DIR by `mvvm-lsp-root'.
Nil elsewhere, and when no marker is above DIR (Eglot then takes DIR itself)."
  (when (and (bound-and-true-p eglot-lsp-context) (apply #'derived-mode-p mvvm-lsp-modes))
    (let ((root (mvvm-lsp-root dir)))
      (and root (cons 'mvvm-lsp root)))))

(cl-defmethod project-root ((project (head mvvm-lsp)))
  (cdr project))

(add-hook 'project-find-functions #'mvvm-lsp-project)

(defun mvvm-lsp--visit (location)
  "Visit LOCATION, an LSP Location plist, leaving a mark to come back."
  (let ((path (eglot--uri-to-path (plist-get location :uri)))
        (start (plist-get (plist-get location :range) :start)))
    (when (fboundp 'xref-push-marker-stack) (xref-push-marker-stack))
    (find-file path)
    (goto-char (eglot--lsp-position-to-point start))))

(defun mvvm-lsp-matching ()
  "Go to the View or ViewModel matching the one at point (request `mvvm/matchingFile').
With several candidates, asks which one, the best first."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         (locations (append (jsonrpc-request server :mvvm/matchingFile
                                             (list :textDocument (eglot--TextDocumentIdentifier)
                                                   :position (eglot--pos-to-lsp-position)))
                            nil)))
    (cond
     ((null locations) (message "mvvm-lsp: no matching View/ViewModel found"))
     ((null (cdr locations)) (mvvm-lsp--visit (car locations)))
     (t
      (let* ((choices (mapcar (lambda (loc)
                                (cons (file-relative-name (eglot--uri-to-path (plist-get loc :uri)))
                                      loc))
                              locations))
             (choice (completing-read "Matching file: " choices nil t nil nil (caar choices))))
        (mvvm-lsp--visit (cdr (assoc choice choices))))))))

(provide 'mvvm-lsp)
;;; mvvm-lsp.el ends here
