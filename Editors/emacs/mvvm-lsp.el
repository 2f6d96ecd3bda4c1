;;; mvvm-lsp.el --- Eglot setup for mvvm-lsp (SwiftUI MVVM language server)  -*- lexical-binding: t; -*-

;; Ready to paste into your init file, or load it: (load "/path/to/Editors/emacs/mvvm-lsp.el")
;; Needs Eglot (built in from Emacs 29; `elpa-eglot' on Debian) and a Swift major mode
;; (`swift-mode' from MELPA, or `swift-ts-mode').
;;
;;   M-x eglot              in a Swift buffer starts mvvm-lsp; diagnostics appear through Flymake
;;   M-x mvvm-lsp-matching  goes to the matching View/ViewModel (custom request mvvm/matchingFile)
;;   M-x mvvm-lsp-status    shows what the server knows: workspace, index, each module's convention
;;                          (custom request mvvm/status); the echo area says when indexing ends
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
Workspace.swift, Project.swift, Tuist.swift, Package.swift, project.yml), so that the local
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

;; `mvvm/indexReady': the server has read the workspace; answers about other files are complete.
(cl-defmethod eglot-handle-notification (_server (_method (eql mvvm/indexReady)) &key root files)
  (message "mvvm-lsp: indexed %s Swift files in %s" files (eglot--uri-to-path root)))

(defun mvvm-lsp-status-lines (status)
  "The lines `mvvm-lsp-status' shows for STATUS, an `mvvm/status' answer (a plist)."
  (let ((lines (list (format "%s %s, positions in %s" (plist-get status :name) (plist-get status :version)
                             (plist-get status :positionEncoding)))))
    (seq-doseq (root (plist-get status :roots))
      (push (format "workspace %s: %s, %s Swift files" (plist-get root :path) (plist-get root :state)
                    (plist-get root :files))
            lines)
      (seq-doseq (file (plist-get root :configurationFiles)) (push (concat "  configuration: " file) lines))
      (seq-doseq (problem (plist-get root :configurationErrors)) (push (concat "  configuration error: " problem) lines))
      (unless (equal (plist-get root :state) "indexed")
        (push "  conventions: known once the workspace is indexed" lines))
      (seq-doseq (module (plist-get root :modules))
        (push (format "  module %s (%s): %s, %s files%s" (plist-get module :name) (plist-get module :path)
                      (plist-get module :kind) (plist-get module :files)
                      (if (eq (plist-get module :linted) :json-false) ", not linted" ""))
              lines)
        (seq-doseq (share (plist-get module :conventions))
          (push (format "    %s: %s files — %s (e.g. %s)" (plist-get share :convention) (plist-get share :files)
                        (plist-get share :evidence) (plist-get share :example))
                lines))))
    (nreverse lines)))

(defun mvvm-lsp-status ()
  "Show what mvvm-lsp knows (request `mvvm/status'): its version, the workspace folders,
whether they are indexed, and each module's convention with its evidence."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         (status (jsonrpc-request server :mvvm/status nil)))
    (with-current-buffer (get-buffer-create "*mvvm-lsp status*")
      (let ((inhibit-read-only t))
        (erase-buffer)
        (insert (string-join (mvvm-lsp-status-lines status) "\n") "\n")
        (goto-char (point-min)))
      (special-mode)
      (display-buffer (current-buffer)))))

(provide 'mvvm-lsp)
;;; mvvm-lsp.el ends here
