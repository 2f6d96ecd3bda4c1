import MVVMAnalyzerCore
import SwiftSyntax

extension ViewFormatsDataRule {
    /// Words that name debugging, QA and internal tools in folder and type names
    /// (`Debug/`, `QAOverridesScreen`, `InternalSettingsView`, `DevMenu`).
    static let debugWords: Set<String> = ["debug", "qa", "internal", "developer", "devmenu", "devtools"]

    /// Whether the node is in code people outside the team never see: an `#if DEBUG` block, or a
    /// folder or enclosing type named for debugging, QA or internal tools.
    static func isDebugOnly(scope: WalkScope, path: String) -> Bool {
        if scope.isInDebugBlock { return true }
        let folders = path.split(separator: "/").dropLast().map(String.init)
        return (folders + scope.types.map(\.name)).contains { name in
            words(of: name).contains { debugWords.contains($0) }
        }
    }

    /// The lowercased words of a camel-case or separated name (`QAOverridesScreen` → `qa`,
    /// `overrides`, `screen`; `dev-menu` → `dev`, `menu`; `DevMenu` → `dev`, `menu`, `devmenu`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || next?.isLowercase == true)
            if startsWord {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words + zip(words, words.dropFirst()).map { $0 + $1 }
    }

    /// Whether the literal is passed to a parameter the workspace declares as
    /// `LocalizedStringKey`: a property of a view built with its memberwise initializer
    /// (`SectionHeader(title: "Readings for \(city)")`), or a parameter of an initializer or
    /// method. It is then a localization key with arguments, as inside `Text("…")`.
    static func isWorkspaceLocalizedKey(_ literal: StringLiteralExprSyntax, workspace: WorkspaceSnapshot) -> Bool {
        guard let argument = Syntax(literal).parent?.as(LabeledExprSyntax.self),
            let call = Syntax(literal).enclosingCallOfArgument, let name = call.calleeName
        else { return false }
        let label = argument.label?.text ?? "_"
        func isKey(_ type: String) -> Bool { type.contains("LocalizedStringKey") }
        func declares(_ members: [MemberFact], named memberName: String) -> Bool {
            members.contains { member in
                member.name == memberName
                    && zip(member.parameterLabels, member.parameterTypes).contains { $0 == label && isKey($1) }
            }
        }
        if name.first?.isUppercase == true {
            return workspace.types(named: name).contains { part in
                part.type.storedProperties.contains { $0.name == label && isKey($0.declaredType ?? "") }
                    || declares(part.type.members, named: "init")
            }
        }
        return workspace.files(naming: name).contains { file in
            file.facts.types.contains { declares($0.members, named: name) }
        }
    }
}
