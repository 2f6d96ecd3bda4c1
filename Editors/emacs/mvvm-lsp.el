;;; mvvm-lsp.el --- Eglot setup for mvvm-lsp (SwiftUI MVVM language server)  -*- lexical-binding: t; -*-

;; Ready to paste into your init file, or load it: (load "/path/to/Editors/emacs/mvvm-lsp.el")
;; Needs Eglot (built in from Emacs 29; `elpa-eglot' on Debian) and a Swift major mode
;; (`swift-mode' from MELPA, or `swift-ts-mode').
;;
;;   M-x eglot              in a Swift buffer starts mvvm-lsp; diagnostics appear through Flymake
;;   M-x mvvm-lsp-matching  goes to the matching View/ViewModel (custom request mvvm/matchingFile)

;;; Code:
(require 'eglot)
(require 'jsonrpc)
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
