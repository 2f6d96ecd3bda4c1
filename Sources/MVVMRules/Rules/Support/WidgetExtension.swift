import MVVMAnalyzerCore

/// The folders of widget extensions: WidgetKit renders their views once per timeline entry into
/// an archive, so nothing there re-renders on an object's changes.
enum WidgetExtension {
    /// Whether the file at `path` lies in the folder of a widget extension's entry point
    /// (`@main struct Widgets: WidgetBundle`, or `Widget`), or below it, where no app entry point
    /// (`@main struct MyApp: App`) lies: the folder Xcode's widget-extension template makes.
    static func holds(_ path: String, in workspace: WorkspaceSnapshot) -> Bool {
        widgetFolders(in: workspace).contains { path.hasPrefix($0) }
    }

    /// The folders (with a trailing `/`) of the workspace's widget extensions, found once per
    /// state of the workspace.
    private static func widgetFolders(in workspace: WorkspaceSnapshot) -> [String] {
        workspace.derived.value(DerivedValueKey("widget extension folders"), as: [String].self) {
            var widgetFolders: Set<String> = []
            var appFiles: [String] = []
            for file in workspace.sourceFiles.values {
                for type in file.facts.types where type.attributes.named("main") != nil {
                    if type.inherits("WidgetBundle") || type.inherits("Widget") {
                        widgetFolders.insert(
                            String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.startIndex)]) + "/")
                    }
                    if type.inherits("App") { appFiles.append(file.path) }
                }
            }
            return widgetFolders.filter { folder in !appFiles.contains { $0.hasPrefix(folder) } }.sorted()
        }
    }
}
