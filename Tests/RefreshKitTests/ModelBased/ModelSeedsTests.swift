import RefreshKitTesting
import Testing

@Suite("ModelSeeds: which seeds a model-based suite runs")
struct ModelSeedsTests {
  @Test("all of them by default, spread by the step")
  func allByDefault() {
    let seeds = ModelSeeds(count: 4, base: 10, step: 3, environment: [:])
    #expect(seeds.values == [10, 13, 16, 19])
    #expect(seeds.isComplete)
  }

  @Test("a replayed seed runs alone and is not a complete run")
  func replay() {
    let seeds = ModelSeeds(count: 4, base: 10, environment: ["REFRESHKIT_SEED": "77"])
    #expect(seeds.values == [77])
    #expect(!seeds.isComplete)
  }

  @Test("a share runs the first seeds, at least one, and 100 percent is complete")
  func share() {
    let quarter = ModelSeeds(
      count: 8, base: 0, step: 1, environment: ["REFRESHKIT_MODEL_RUNS_PERCENT": "25"])
    #expect(quarter.values == [0, 1])
    #expect(!quarter.isComplete)
    let tiny = ModelSeeds(
      count: 8, base: 0, step: 1, environment: ["REFRESHKIT_MODEL_RUNS_PERCENT": "1"])
    #expect(tiny.values == [0])
    let all = ModelSeeds(
      count: 8, base: 0, step: 1, environment: ["REFRESHKIT_MODEL_RUNS_PERCENT": "100"])
    #expect(all.isComplete)
  }
}
