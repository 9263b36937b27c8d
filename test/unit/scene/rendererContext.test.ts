import { describe, expect, it } from 'vitest';
import { SOFTWARE_BATCH_TEXTURES, capTextureUnits, isSoftwareRenderer } from '../../../src/scene/rendererContext';

describe('the table context on a software renderer', () => {
  it('knows the software renderers by name, and GPUs as not', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)')).toBe(false);
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });

  it('reports fewer texture units from that context only, and every other parameter as it is', () => {
    const MAX_TEXTURE_IMAGE_UNITS = 0x8872;
    const make = () => ({ MAX_TEXTURE_IMAGE_UNITS, getParameter: (p: number) => (p === MAX_TEXTURE_IMAGE_UNITS ? 16 : `value ${p}`) });
    const capped = make();
    const other = make();
    capTextureUnits(capped as unknown as WebGL2RenderingContext, SOFTWARE_BATCH_TEXTURES);
    expect(capped.getParameter(MAX_TEXTURE_IMAGE_UNITS)).toBe(4);
    expect(capped.getParameter(0x1f01)).toBe('value 7937');
    expect(other.getParameter(MAX_TEXTURE_IMAGE_UNITS)).toBe(16);
    const few = { MAX_TEXTURE_IMAGE_UNITS, getParameter: () => 2 };
    capTextureUnits(few as unknown as WebGL2RenderingContext, SOFTWARE_BATCH_TEXTURES);
    expect(few.getParameter()).toBe(2);
  });
});
