import RefreshKitTesting

/// Plausible personal GitHub logins built from ``GeneratorVocabulary``'s names: `alicetanaka`,
/// `bob-smith`, `cnguyen` or `dave42`.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let login = PersonalLogin.make(using: &random)  // e.g. "mei-larsen"
/// ```
enum PersonalLogin {
  /// Draws a login: a given and a family name joined in one of four ways.
  static func make(using random: inout SplitMix64) -> String {
    let given = GeneratorVocabulary.givenNames[
      random.nextInt(below: GeneratorVocabulary.givenNames.count)]
    let family = GeneratorVocabulary.familyNames[
      random.nextInt(below: GeneratorVocabulary.familyNames.count)]
    switch random.nextInt(below: 4) {
    case 0: return given + family
    case 1: return "\(given)-\(family)"
    case 2: return "\(given.prefix(1))\(family)"
    default: return "\(given)\(random.nextInt(below: 100))"
    }
  }
}
