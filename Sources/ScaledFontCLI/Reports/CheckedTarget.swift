import ScaledFontCheck

/// One part of `check`'s report: the whole check without a project, or one target of the
/// app's Xcode project, with its own platform, Info.plist and dictionaries.
struct CheckedTarget {
    /// The library's report of this part.
    let report: FontCheckReport
    /// Each dictionary as the reports show it.
    let checked: [CheckedFile]
    /// The Info.plist's findings as their own file, when there is an app.
    let appReport: CheckedFile?

    init(_ report: FontCheckReport, boldText: Bool, repository: RepositoryPath) {
        self.report = report
        checked = report.dictionaries.map {
            CheckedFile($0, boldText: boldText, repository: repository)
        }
        appReport = report.app.map { CheckedFile($0, repository: repository) }
    }

    /// The Info.plist first, then the dictionaries: the files every format reports.
    var reported: [CheckedFile] { (appReport.map { [$0] } ?? []) + checked }

    /// `target 'App' of App.xcodeproj (Release): ios@16.0+`, the line above a project
    /// target's tables; `nil` without a project.
    var heading: String? {
        report.project.map { project in
            PrintableText.escaped(
                "target '\(project.target)' of \(DisplayPath.show(project.path)) "
                    + "(\(project.configuration)): \(report.platform.platform)")
        }
    }

    /// `"project": {"path", "target", "configuration", "platform", "platformRecords",
    /// "deploymentTarget", "infoPlist"}`, with a project.
    var projectJSON: [(String, JSONValue)] {
        guard let project = report.project else { return [] }
        let records: [JSONValue] = report.platform.records.map { .string($0.label) }
        let fields: [(String, JSONValue)] = [
            ("path", .string(project.path)),
            ("target", .string(project.target)),
            ("configuration", .string(project.configuration)),
            ("platform", .string(report.platform.platform.description)),
            ("platformRecords", .array(records)),
            ("deploymentTarget", .string(project.deploymentTarget)),
            ("infoPlist", .string(project.infoPlist)),
        ]
        return [("project", .object(fields))]
    }
}
