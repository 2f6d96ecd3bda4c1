/// The name and version mvvm-lsp reports: in `initialize`, `--version`, MCP's `initialize` and
/// SARIF's tool driver.
public enum ServerIdentity {
    public static let name = "mvvm-lsp"
    public static let version = "0.1.0"
}
