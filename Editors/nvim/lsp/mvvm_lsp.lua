-- Server configuration for Neovim >= 0.11: `vim.lsp.enable('mvvm_lsp')`.
-- Override anything with `vim.lsp.config('mvvm_lsp', { ... })`.
return require('mvvm_lsp').config()
