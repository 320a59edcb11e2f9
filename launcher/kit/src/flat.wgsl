// Shader for the untextured meshes of the display list. Every shape has one colour, so
// the colour is passed flat (not interpolated across the triangle) and nothing is
// sampled; ggez's default shader interpolates the colour and samples a 1×1 white texture
// for every pixel, which with software rendering is pure cost (about 6 % of a frame).
struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) @interpolate(flat) color: vec4<f32>,
}

// The uniforms ggez passes with every draw (only the colour and transform are used).
struct DrawUniforms {
    color: vec4<f32>,
    src_rect: vec4<f32>,
    transform: mat4x4<f32>,
}

@group(0) @binding(0)
var<uniform> uniforms: DrawUniforms;

@vertex
fn vs_main(
    @location(0) position: vec2<f32>,
    @location(1) uv: vec2<f32>,
    @location(2) color: vec4<f32>,
) -> VertexOutput {
    var out: VertexOutput;
    out.position = uniforms.transform * vec4<f32>(position, 0.0, 1.0);
    out.color = uniforms.color * color;
    return out;
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
    return in.color;
}
