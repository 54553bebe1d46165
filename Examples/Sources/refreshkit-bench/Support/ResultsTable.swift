/// The plain-text table printed for each scenario.
enum ResultsTable {
  /// The scenario's rows as aligned columns, with its notes below.
  static func render(_ report: ScenarioReport) -> String {
    let header = ["metric", "RefreshKit", "baseline", "ratio", "unit"]
    let cells = report.rows.map { row in
      [
        row.metric, Format.figure(row.refreshKit), Format.figure(row.baseline), row.ratioText,
        row.unit,
      ]
    }
    let widths = header.indices.map { column in
      ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      values.indices.map { column in
        Format.pad(values[column], widths[column], right: column > 0 && column < 4)
      }.joined(separator: "  ")
    }
    var lines = ["", "\(report.scenario.title)  (\(Format.number(report.seconds, decimals: 1)) s)"]
    lines.append(line(header))
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    lines += cells.map(line)
    lines += report.notes.map { "  · " + $0 }
    return lines.joined(separator: "\n")
  }
}
