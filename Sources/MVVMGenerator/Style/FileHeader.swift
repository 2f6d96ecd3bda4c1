import Foundation

/// A file header as the app writes it, made a template: the file's name becomes `{file}`, the
/// line naming who created the file and when becomes `{author}` and `{date:FORMAT}` (the format
/// its date is written in), a copyright year `{year:2024}` (this year, else the one written);
/// rendered for each new file with the
/// scaffold's author and day.
enum FileHeader {
    /// The comment a file's text starts with: `//` lines, or a `/* … */` block, up to the first
    /// line that is neither.
    static func leadingComment(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var isInBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if isInBlock || trimmed.hasPrefix("/*") {
                lines.append(line)
                isInBlock = !trimmed.contains("*/")
                continue
            }
            guard trimmed.hasPrefix("//") else { break }
            lines.append(line)
        }
        return lines
    }

    /// The template of `lines`, the header of a file named `fileName`.
    static func template(of lines: [Substring], fileName: String) -> String {
        // The file named in the header: this one, or the one it was copied from.
        let named = lines.lazy.compactMap { line in
            line.range(of: #"[A-Za-z0-9_+\-]+\.swift"#, options: .regularExpression).map { String(line[$0]) }
        }.first
        let fileName = lines.contains { $0.contains(fileName) } ? fileName : named ?? fileName
        return lines.map { line -> String in
            var written = line.replacingOccurrences(of: fileName, with: "{file}")
            if let creation = written.range(of: "Created by ") {
                let date =
                    written[creation.upperBound...].range(of: " on ").map { String(written[$0.upperBound...]) } ?? ""
                let format = dateFormat(of: date.trimmingCharacters(in: CharacterSet(charactersIn: ". ")))
                written = written[..<creation.lowerBound] + "Created by {author} on {date:\(format)}."
            } else if written.contains("Created"),
                let date = written.range(of: #"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}"#, options: .regularExpression)
            {
                // `Created on 27/03/2024.`: the day only.
                written.replaceSubrange(date, with: "{date:\(dateFormat(of: String(written[date])))}")
            } else if written.contains("Copyright") || written.contains("©") {
                written = written.replacingOccurrences(
                    of: #"\b((19|20)\d\d)\b"#, with: "{year:$1}", options: .regularExpression)
            }
            return written
        }.joined(separator: "\n") + "\n\n"
    }

    /// `template` for a file named `fileName` written by `author` on `day`; without an author
    /// or a day, the line naming them is left out.
    static func render(_ template: String, fileName: String, author: String?, day: CalendarDay?) -> String {
        var lines: [String] = []
        var leftOut = false
        for line in template.replacingOccurrences(of: "{file}", with: fileName).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            var line = String(line)
            if let date = line.range(of: #"\{date:[^}]*\}"#, options: .regularExpression) {
                guard let day, author != nil || !line.contains("{author}") else {
                    leftOut = true
                    continue
                }
                let format = String(line[date].dropFirst("{date:".count).dropLast()).replacingOccurrences(
                    of: "?", with: "")
                line.replaceSubrange(date, with: day.formatted(format == undatedFormat ? "M/d/yy" : format))
                line = line.replacingOccurrences(of: "{author}", with: author ?? "")
            }
            while let year = line.range(of: #"\{year:\d+\}"#, options: .regularExpression) {
                line.replaceSubrange(
                    year, with: day.map { String($0.year) } ?? String(line[year].dropFirst("{year:".count).dropLast()))
            }
            // A line left out leaves no second empty `//` in its place.
            if leftOut, line.trimmingCharacters(in: .whitespaces) == "//",
                lines.last?.trimmingCharacters(in: .whitespaces) == "//"
            {
                leftOut = false
                continue
            }
            leftOut = false
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `template` with its date's day and month in the order `texts` show where one date can
    /// tell (`26/07/2020`): one sample's `05/07/2020` cannot.
    /// A header naming no date (`Created by Migration Feature`) takes the format of the first
    /// date `texts` show (`04/07/2021`), else Xcode's `M/d/yy`.
    static func dayAndMonthOrdered(_ template: String, asIn texts: [String]) -> String {
        var template = template
        if template.contains(undated) {
            let shown = texts.lazy.flatMap { leadingComment(of: $0) }.filter { $0.contains("Created") }.compactMap {
                line in
                line.range(of: #"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}"#, options: .regularExpression).map {
                    dateFormat(of: String(line[$0]))
                }
            }.first
            template = template.replacingOccurrences(of: undated, with: "{date:\(shown ?? "M/d/yy")}")
        }
        var dayFirst: Bool?
        for text in texts where dayFirst == nil {
            for line in leadingComment(of: text) where line.contains("Created") {
                guard let date = line.range(of: #"\b\d{1,2}/\d{1,2}/\d{2,4}\b"#, options: .regularExpression) else {
                    continue
                }
                let parts = line[date].split(separator: "/").compactMap { Int($0) }
                if parts[0] > 12 { dayFirst = true } else if parts[1] > 12 { dayFirst = false }
            }
        }
        guard dayFirst == true else { return template }
        // Only a guessed order (`?`) is settled so.
        var settled = template
        while let guess = settled.range(of: #"\{date:(M{1,2})/(d{1,2})/(y+)\?\}"#, options: .regularExpression) {
            let parts = settled[guess].dropFirst("{date:".count).dropLast(2).split(separator: "/")
            settled.replaceSubrange(guess, with: "{date:\(parts[1])/\(parts[0])/\(parts[2])}")
        }
        return settled
    }

    /// The format of a date as Xcode's templates write it: `M/d/yy`, `dd.MM.yyyy`, `yyyy-MM-dd`…
    private static func dateFormat(of date: String) -> String {
        for separator in ["/", ".", "-"] {
            let parts = date.split(separator: Character(separator)).map(String.init)
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
            func field(_ part: String, _ letter: String) -> String {
                String(repeating: letter, count: part.count == 1 ? 1 : part.count)
            }
            if parts[0].count == 4 {
                return [field(parts[0], "y"), field(parts[1], "M"), field(parts[2], "d")].joined(separator: separator)
            }
            // Day first where the first number cannot be a month, or where the separator is a dot;
            // month first where the second cannot be; else a guess, marked `?` for
            // `dayAndMonthOrdered` to settle from other files.
            let first = Int(parts[0]) ?? 0
            let second = Int(parts[1]) ?? 0
            let isSettled = first > 12 || second > 12 || separator == "."
            let dayFirst = first > 12 || separator == "."
            let format = [
                field(parts[0], dayFirst ? "d" : "M"), field(parts[1], dayFirst ? "M" : "d"), field(parts[2], "y"),
            ]
            .joined(separator: separator)
            return isSettled ? format : format + "?"
        }
        return undatedFormat
    }

    /// The date format of a header naming none, which `dayAndMonthOrdered` settles.
    private static let undatedFormat = "undated"
    private static let undated = "{date:\(undatedFormat)}"
}

/// A day of the calendar, for the dates file headers carry.
public struct CalendarDay: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Today, in the user's time zone.
    public static func today() -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The day written in `format`, whose fields are runs of `y`, `M` and `d`.
    func formatted(_ format: String) -> String {
        var result = ""
        var index = format.startIndex
        while index < format.endIndex {
            let letter = format[index]
            let run = format[index...].prefix { $0 == letter }
            index = format.index(index, offsetBy: run.count)
            let value: Int?
            switch letter {
            case "y": value = year
            case "M": value = month
            case "d": value = day
            default: value = nil
            }
            guard let value else {
                result += run
                continue
            }
            let digits = String(value)
            if letter == "y", run.count == 2 {
                result += String(digits.suffix(2))
            } else {
                result += String(repeating: "0", count: max(0, run.count - digits.count)) + digits
            }
        }
        return result
    }
}
