// Fragment shader for the untextured meshes of the display list: the vertex colour as it
// is. ggez's default shader also samples a 1×1 white texture for every pixel, which is
// pure cost with software rendering.
struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
    return in.color;
}
