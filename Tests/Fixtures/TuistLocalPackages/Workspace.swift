import ProjectDescription

let workspace = Workspace(name: "Notes", projects: ["."])
