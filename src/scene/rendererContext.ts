// The table's WebGL context, made here rather than by PixiJS so that a software renderer gets a
// smaller texture batch. PixiJS's batch shader picks a card's texture among up to 16 with a switch;
// a GPU runs only the taken branch, but a software renderer (SwiftShader, llvmpipe: machines with
// no usable GPU, blocklisted drivers, VMs) shades every fragment through every branch. Measured on
// SwiftShader with a 1100×692 table: 80–110 ms of CPU per frame with 16 textures, 35 ms with 4
// (docs/benchmarks.md). Multisampling costs a software renderer as much again (35 → 20 ms), so
// there it is off: edges step a little, frames come twice as fast. A GPU keeps PixiJS's choices.

/** The batch size a software renderer draws with: fewer branches, a few more draw calls. */
export const SOFTWARE_BATCH_TEXTURES = 4;

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

/** True for a renderer name that shades on the CPU. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERERS.test(name);
}

/** The renderer's name as the browser reports it (unmasked where the browser allows). */
export function rendererName(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' ? name : '';
}

export interface TableContext {
  canvas: HTMLCanvasElement;
  context: WebGL2RenderingContext;
  software: boolean;
}

/**
 * A WebGL 2 context with the attributes PixiJS would ask for (its defaults, no alpha), or null
 * (then PixiJS makes its own). On a software renderer the context has no multisampling and reports
 * at most SOFTWARE_BATCH_TEXTURES texture units, which is what PixiJS sizes its batches by; only
 * this context is changed, and textures bound outside a batch never use more than one unit.
 */
export function tableContext(antialias: boolean): TableContext | null {
  // The renderer is known only from a context: the first one is kept if it shades in software.
  const first = newContext(false);
  if (!first) return null;
  const software = isSoftwareRenderer(rendererName(first.context));
  if (software) {
    capTextureUnits(first.context, SOFTWARE_BATCH_TEXTURES);
    return { ...first, software };
  }
  if (!antialias) return { ...first, software };
  first.context.getExtension('WEBGL_lose_context')?.loseContext();
  const second = newContext(true);
  return second ? { ...second, software } : null;
}

function newContext(antialias: boolean): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext } | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', {
    alpha: false, premultipliedAlpha: true, antialias, stencil: true, preserveDrawingBuffer: false, powerPreference: 'default',
  });
  return context ? { canvas, context } : null;
}

/** This context alone reports at most `units` texture units. */
export function capTextureUnits(context: WebGL2RenderingContext, units: number): void {
  const getParameter = context.getParameter.bind(context);
  const capped = (pname: number): unknown => {
    const value: unknown = getParameter(pname);
    return pname === context.MAX_TEXTURE_IMAGE_UNITS && typeof value === 'number' ? Math.min(value, units) : value;
  };
  Object.defineProperty(context, 'getParameter', { value: capped, configurable: true });
}
