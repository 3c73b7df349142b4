import ProjectDescription

let project = Project(
    name: "Notes",
    targets: [
        .target(
            name: "Notes",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.Notes",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .default,
            sources: ["App/**/*.swift"],
            resources: ["App/Styles.plist"]
        )
    ]
)
