import ScaledFontCheck

/// One part of `check`'s report: the whole check without a project, or one target of the
/// app's Xcode project, with its own platform, Info.plist and dictionaries.
struct CheckedTarget {
    /// The library's report of this app.
    let app: CheckedApp
    /// Each dictionary as the reports show it.
    let checked: [CheckedFile]
    /// The Info.plist's findings as their own file, when there is an app.
    let appReport: CheckedFile?
    /// The findings about the font names of the app's code, a file per code file.
    let code: [CheckedFile]

    init(_ app: CheckedApp, boldText: Bool, repository: RepositoryPath) {
        self.app = app
        checked = app.dictionaries.map {
            CheckedFile($0, boldText: boldText, repository: repository)
        }
        appReport = app.declaredFonts.map { CheckedFile($0, repository: repository) }
        code = CheckedFile.code(of: app, repository: repository)
    }

    /// The Info.plist first, then the dictionaries, then the code files: the files every
    /// format reports.
    var reported: [CheckedFile] { (appReport.map { [$0] } ?? []) + checked + code }

    /// `target 'App' of App.xcodeproj (Release): ios@16.0+`, the line above a project
    /// target's tables; `nil` without a project.
    var heading: String? {
        app.project.map { project in
            PrintableText.escaped(
                "target '\(project.target)' of \(DisplayPath.show(project.path)) "
                    + "(\(project.configuration)): \(app.platform.platform)")
        }
    }
}
