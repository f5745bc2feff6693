/** jsdom draws no canvas (and uPlot reads `matchMedia` on import): a stand-in for pages with a chart. */
export default class FakeUPlot {
  static tzDate = (date: Date) => date;
  setData() {}
  setSize() {}
  destroy() {}
}
