// Types for subset-font 2 (HarfBuzz's subsetter, compiled to WebAssembly), which ships none:
// the part of its API the build uses (scripts/brand-fonts.ts).
declare module 'subset-font' {
  /** A variation axis pinned to one value, or narrowed to a range. */
  type AxisSetting = number | { min: number; max: number; default?: number }

  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    variationAxes?: Record<string, AxisSetting>
    keepFeatures?: string[]
  }

  /** The font cut to the glyphs `text` needs, in the format asked for. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
