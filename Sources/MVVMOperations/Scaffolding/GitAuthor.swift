import Foundation

/// The name git writes as the author of commits in a workspace (`user.name` of its
/// `.git/config`, else of the user's `~/.gitconfig` or `$XDG_CONFIG_HOME/git/config`), read from
/// the files rather than by running git: what a new file's "Created by" header names.
enum GitAuthor {
    static func name(root: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates = [root + "/.git/config"]
        if let home = environment["HOME"] {
            candidates.append(home + "/.gitconfig")
            candidates.append((environment["XDG_CONFIG_HOME"] ?? home + "/.config") + "/git/config")
        }
        for path in candidates {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let name = userName(inConfig: text)
            else { continue }
            return name
        }
        return nil
    }

    /// `name` of the `[user]` section of a git configuration file.
    static func userName(inConfig text: String) -> String? {
        var isInUser = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                isInUser = trimmed.lowercased() == "[user]"
                continue
            }
            guard isInUser, let equals = trimmed.firstIndex(of: "="),
                trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "name"
            else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
