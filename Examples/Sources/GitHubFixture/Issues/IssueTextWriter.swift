import RefreshKitTesting

/// Writes plausible issue titles, issue bodies and comments from ``GeneratorVocabulary``:
/// mostly English, some Chinese, Japanese or Korean, some with an emoji or a code block.
///
/// ```swift
/// var random = SplitMix64(seed: 3)
/// let title = IssueTextWriter.title(using: &random)  // e.g. "Cache is slow with large REST APIs"
/// ```
enum IssueTextWriter {
  private typealias Words = GeneratorVocabulary

  /// An issue title.
  static func title(using random: inout SplitMix64) -> String {
    let (noun, adjective, domain) = words(&random)
    switch random.nextInt(below: 8) {
    case 0: return "\(noun.capitalized) crashes when used for \(domain)"
    case 1: return "Support a \(adjective) \(noun) for \(domain)"
    case 2: return "\(adjective.capitalized) mode for the \(noun)"
    case 3: return "\(noun.capitalized) is slow with large \(domain)"
    case 4: return "Docs: how do I configure the \(noun)?"
    case 5: return "\(element(Words.emoji, &random)) Make the \(noun) \(adjective) by default"
    case 6: return "\(element(Words.chineseDomains, &random))中 \(noun) 无法使用"
    default: return "\(element(Words.japaneseDomains, &random))で \(noun) が動かない"
    }
  }

  /// An issue body; nil for about one issue in twenty, opened with a title only.
  static func issueBody(using random: inout SplitMix64) -> String? {
    let (noun, adjective, domain) = words(&random)
    switch random.nextInt(below: 20) {
    case 0: return nil
    case 1..<8:
      return "When I use the \(noun) for \(domain), it stops responding.\n\n"
        + "### Steps to reproduce\n1. Create a \(adjective) \(noun)\n2. Load \(domain)\n\n"
        + "Expected: it finishes. Actual: it hangs."
    case 8..<14:
      return "It would be great if the \(noun) had a \(adjective) option for \(domain)."
    case 14..<18:
      return "```\nerror: \(noun) failed: \(adjective) input rejected\n```\n\nAny idea why?"
    default:
      return "\(element(Words.emoji, &random)) 在\(element(Words.chineseDomains, &random))中遇到问题。"
    }
  }

  /// A comment's text.
  static func comment(using random: inout SplitMix64) -> String {
    let (noun, adjective, domain) = words(&random)
    switch random.nextInt(below: 12) {
    case 0: return "+1"
    case 1: return "Same here: the \(noun) fails for \(domain) too."
    case 2: return "I can reproduce this with the \(adjective) \(noun)."
    case 3: return "Thanks for the report! Could you share a minimal example?"
    case 4: return "A fix is on the \(adjective)-\(noun) branch, please try it."
    case 5: return "Any update on this? We use the \(noun) for \(domain)."
    case 6: return "\(element(Words.emoji, &random)) Works for me with the \(adjective) \(noun)."
    case 7:
      return "Here is the log:\n\n```\nerror: \(noun) failed for \(domain)\n```"
    case 8: return "我也遇到了同样的问题（\(element(Words.chineseDomains, &random))）。"
    case 9: return "こちらでも再現しました：\(element(Words.japaneseDomains, &random))"
    case 10: return "저도 같은 문제가 있어요 🙏"
    default: return "Closing the loop: a \(adjective) \(noun) avoids it for now."
    }
  }

  /// A noun, an adjective and a problem domain, drawn in that order.
  private static func words(
    _ random: inout SplitMix64
  ) -> (noun: String, adjective: String, domain: String) {
    let noun = element(Words.nouns, &random)
    let adjective = element(Words.adjectives, &random)
    return (noun, adjective, element(Words.domains, &random))
  }

  private static func element(_ words: [String], _ random: inout SplitMix64) -> String {
    words[random.nextInt(below: words.count)]
  }
}
