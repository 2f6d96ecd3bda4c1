// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// Layers, each importing only downward:
/// 1. `MVVMAnalyzerCore`   – syntax facts, workspace model, localization store, text positions.
/// 2. `MVVMRules`          – the rule catalog, configuration, suppression, the linter engine;
///    `MVVMGenerator`      – scaffolding templates and the planner (beside the rules, not on them).
/// 3. `MVVMOperations`     – what every front end does the same way: a check run and its
///    finding shape, scaffold requests and writing them, applying fixes to files;
///    `LanguageServerProtocol` – LSP types and JSON-RPC framing (no analyzer knowledge).
/// 4. `MVVMLanguageServer` – document store, request queue, handlers;
///    `MVVMMCPServer`      – the Model Context Protocol front end: one tool a file (beside, not on, the LSP server).
/// 5. `mvvm-lsp`           – the command line (serve, mcp, check, rules, scaffold);
///    `mvvm-lsp-mcp`       – the MCP server's own executable, which `mvvm-lsp mcp` runs: the MCP
///    SDK links FoundationNetworking (libcurl and its TLS and Kerberos libraries), which every
///    start of `mvvm-lsp` would otherwise load.
let package = Package(
    name: "mvvm-lsp",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mvvm-lsp", targets: ["MVVMLSPCommand"]),
        .executable(name: "mvvm-lsp-mcp", targets: ["MVVMMCPCommand"]),
        .executable(name: "mvvm-lsp-bench", targets: ["MVVMBenchmarks"]),
        .executable(name: "mvvm-lsp-generate", targets: ["MVVMRuleRegistrationCommand"]),
        .plugin(name: "mvvm-check", targets: ["MVVMCheckPlugin"]),
        .plugin(name: "MVVMCheckBuildPlugin", targets: ["MVVMCheckBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .target(
            name: "MVVMAnalyzerCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "MVVMRules",
            dependencies: [
                "MVVMAnalyzerCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "MVVMGenerator",
            dependencies: [
                "MVVMAnalyzerCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "MVVMOperations",
            dependencies: [
                "MVVMRules", "MVVMGenerator", "MVVMAnalyzerCore", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(name: "LanguageServerProtocol"),
        .target(
            name: "MVVMLanguageServer",
            dependencies: [
                "LanguageServerProtocol", "MVVMOperations", "MVVMRules", "MVVMGenerator", "MVVMAnalyzerCore",
            ],
            // The test hooks (`Handlers/TestHooks.swift`, fault injection) exist only in debug
            // builds, the ones the tests run; a release binary has neither.
            swiftSettings: [.define("MVVM_LSP_TEST_HOOKS", .when(configuration: .debug))]
        ),
        .target(
            name: "MVVMMCPServer",
            dependencies: [
                "MVVMOperations", "MVVMRules", "MVVMGenerator", "MVVMAnalyzerCore",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "MVVMLSPCommand",
            dependencies: [
                "MVVMAnalyzerCore",
                "MVVMLanguageServer",
                "MVVMOperations",
                "MVVMRules",
                "MVVMGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.define("MVVM_LSP_TEST_HOOKS", .when(configuration: .debug))]
        ),
        // `mvvm-lsp-mcp`: the MCP server, run by `mvvm-lsp mcp` (see the layers above for why
        // it is an executable of its own).
        .executableTarget(
            name: "MVVMMCPCommand",
            dependencies: [
                "MVVMMCPServer",
                "MVVMOperations",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package mvvm-check`: `mvvm-lsp check` on a package's targets, for projects that
        // add this package as a dependency.
        .plugin(
            name: "MVVMCheckPlugin",
            capability: .command(
                intent: .custom(verb: "mvvm-check", description: "Lint the package's SwiftUI MVVM code with mvvm-lsp")),
            dependencies: ["MVVMLSPCommand"],
            path: "Sources/MVVMCheckPlugin"
        ),
        // The build-tool plugin: `mvvm-lsp check` on a target at every build that changed it. Here it
        // builds the tool from source; the plugin package that `Editors/xcode/make-plugin-package.sh`
        // writes runs a prebuilt one from an artifact bundle. `CheckInvocation.swift`, the run both
        // plugins share, is a link to the command plugin's file.
        .plugin(
            name: "MVVMCheckBuildPlugin",
            capability: .buildTool(),
            dependencies: ["MVVMLSPCommand"],
            path: "Sources/MVVMCheckBuildPlugin"
        ),
        // Measures the targets of issue #8 against the real binary (`mvvm-lsp-bench`; not a test).
        .executableTarget(
            name: "MVVMBenchmarks",
            dependencies: [
                "LanguageServerProtocol",
                "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `swift run mvvm-lsp-generate`: what registers the rules (registry, example tests, schema
        // ids, `Protocol/rules.md`), generated from the rule files (a development tool, not shipped).
        .target(
            name: "MVVMRuleRegistration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "MVVMRuleRegistrationCommand", dependencies: ["MVVMRuleRegistration"]),
        // Helpers several test targets share (not shipped in any product).
        // `LSPTestClient` runs the built binary, or `MVVMLanguageServer` in process for a debugger.
        .target(
            name: "TestSupport", dependencies: ["LanguageServerProtocol", "MVVMLanguageServer"],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "MVVMAnalyzerCoreTests",
            dependencies: [
                "MVVMAnalyzerCore", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "MVVMRulesTests",
            dependencies: ["MVVMRules", "MVVMAnalyzerCore", "MVVMRuleRegistration", "TestSupport"]),
        .testTarget(
            name: "MVVMGeneratorTests",
            dependencies: [
                "MVVMGenerator",
                "MVVMAnalyzerCore",
                "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Type-checks every scaffold against API surfaces of SwiftUI and FOSMVVM (test support:
        // the surfaces are compiled by the tests; the macros they declare are this plugin).
        .macro(
            name: "CompileSurfaceMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/CompileSurfaces/Macros"
        ),
        .testTarget(
            name: "GeneratorCompileTests",
            dependencies: ["MVVMGenerator", "MVVMAnalyzerCore", "CompileSurfaceMacros", "TestSupport"]
        ),
        .testTarget(
            name: "MVVMOperationsTests",
            dependencies: ["MVVMOperations", "MVVMRules", "MVVMAnalyzerCore", "TestSupport"]),
        .testTarget(name: "LanguageServerProtocolTests", dependencies: ["LanguageServerProtocol"]),
        .testTarget(
            name: "MVVMMCPServerTests",
            dependencies: [
                "MVVMMCPServer", "MVVMOperations", "MVVMGenerator", "MVVMAnalyzerCore", "LanguageServerProtocol",
                "TestSupport", .product(name: "MCP", package: "swift-sdk"),
            ]),
        .testTarget(
            name: "MVVMLanguageServerTests",
            dependencies: [
                "MVVMLanguageServer", "LanguageServerProtocol", "MVVMRules", "MVVMGenerator", "MVVMAnalyzerCore",
                "TestSupport",
            ]
        ),
        // Builds the `mvvm-lsp` binary the tests start as a child process.
        .testTarget(name: "EndToEndTests", dependencies: ["LanguageServerProtocol", "MVVMLSPCommand", "TestSupport"]),
        // Hostile input, faults, concurrency, soak and lifecycle, against the same binary.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["LanguageServerProtocol", "MVVMAnalyzerCore", "MVVMLSPCommand", "TestSupport"],
            exclude: ["README.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
