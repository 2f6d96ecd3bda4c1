extension LanguageServer {
    /// A document opened or asked about outside every workspace folder (a client that names
    /// none, a file from elsewhere): its project, found by the rule the clients follow
    /// (`ProjectRoot`), becomes a workspace folder, indexed in the background, so answers about
    /// the file are those of a workspace folder. A file in no project keeps its own folder as a
    /// root, never read: answers that depend on other files then say the workspace is not
    /// indexed.
    func indexProjectIfOutsideEveryRoot(ofFile path: String) {
        guard let project = analysis.adoptProject(ofFile: path) else { return }
        logger.info("\(path) is outside every workspace folder: indexing its project \(project)")
        Task.detached { [self] in await indexWorkspaceFolders([project]) }
    }
}
